import type { FastifyInstance } from 'fastify';

/**
 * Runs `run` every intervalMs (0: never), one run at a time: a tick that comes while the last run is still
 * going is skipped. The timer does not keep the process alive and stops when the app closes; a failed run
 * is logged as `${name} failed` and the next one tries again.
 */
export function repeatJob(
  app: FastifyInstance,
  job: { name: string; intervalMs: number; run: () => Promise<void> },
): void {
  if (job.intervalMs <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    job
      .run()
      .catch((error: unknown) => app.log.error({ err: error }, `${job.name} failed`))
      .finally(() => {
        running = false;
      });
  }, job.intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
