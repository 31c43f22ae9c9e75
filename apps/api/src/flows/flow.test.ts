import { describe, expect, it } from 'vitest';
import { FlowUndoError, runFlow } from './flow.ts';

describe('runFlow', () => {
  it('runs the steps in order and answers the context', async () => {
    const seen: string[] = [];
    const step = (name: string) => ({ name, run: async () => void seen.push(name) });
    await expect(runFlow('t', [step('a'), step('b')], {})).resolves.toEqual({});
    expect(seen).toEqual(['a', 'b']);
  });

  it('undoes the finished steps in reverse order when a later step fails, and throws its error', async () => {
    const seen: string[] = [];
    const failure = new Error('short of stock');
    const steps = [
      {
        name: 'hold',
        run: async () => void seen.push('hold'),
        undo: async () => void seen.push('undo hold'),
      },
      {
        name: 'write',
        run: async () => void seen.push('write'),
        undo: async () => void seen.push('undo write'),
      },
      { name: 'pay', run: async () => Promise.reject(failure), undo: async () => void seen.push('undo pay') },
    ];
    await expect(runFlow('t', steps, {})).rejects.toBe(failure);
    expect(seen).toEqual(['hold', 'write', 'undo write', 'undo hold']);
  });

  it('reports an undo that fails as well, after trying every other undo', async () => {
    const seen: string[] = [];
    const steps = [
      { name: 'a', run: async () => {}, undo: async () => void seen.push('undo a') },
      { name: 'b', run: async () => {}, undo: async () => Promise.reject(new Error('gone')) },
      { name: 'c', run: async () => Promise.reject(new Error('boom')) },
    ];
    await expect(runFlow('t', steps, {})).rejects.toBeInstanceOf(FlowUndoError);
    expect(seen).toEqual(['undo a']);
  });
});
