// A flow is a use case that spans modules (ARCHITECTURE.md §1, STYLE.md "Give cross-module work a home"):
// a list of named steps, each with the step that undoes it. When a step fails, the steps already done are
// undone in reverse order and the first error is thrown again. Steps that share one database transaction
// need no undo of their own: the rollback undoes them.

export interface FlowStep<Context> {
  /** What the step does, in a few words; logged when an undo fails. */
  readonly name: string;
  run(context: Context): Promise<void>;
  /** Gives back what run took; runs only after run finished and a later step failed. */
  undo?(context: Context): Promise<void>;
}

export interface FlowLog {
  error(details: object, message: string): void;
}

/** Thrown when a step failed and an undo failed too: someone must look at what the flow left behind. */
export class FlowUndoError extends AggregateError {
  constructor(flow: string, errors: unknown[]) {
    super(errors, `flow ${flow}: a step failed and its undo failed too`);
    this.name = 'FlowUndoError';
  }
}

export async function runFlow<Context>(
  flow: string,
  steps: readonly FlowStep<Context>[],
  context: Context,
  log?: FlowLog,
): Promise<Context> {
  const done: FlowStep<Context>[] = [];
  for (const step of steps) {
    try {
      await step.run(context);
      done.push(step);
    } catch (error) {
      await undoAll(flow, done, context, error, log);
      throw error;
    }
  }
  return context;
}

async function undoAll<Context>(
  flow: string,
  done: readonly FlowStep<Context>[],
  context: Context,
  cause: unknown,
  log: FlowLog | undefined,
): Promise<void> {
  const failures: unknown[] = [];
  for (const step of [...done].reverse()) {
    if (!step.undo) continue;
    try {
      await step.undo(context);
    } catch (error) {
      failures.push(error);
      log?.error({ err: error, flow, step: step.name }, 'flow step could not be undone');
    }
  }
  if (failures.length > 0) throw new FlowUndoError(flow, [cause, ...failures]);
}
