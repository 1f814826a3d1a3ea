import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight.js';

/** A computation the test settles by hand, counting how often it was started. */
function controlled() {
  let started = 0;
  const settle: { resolve?: (n: number) => void; reject?: (e: Error) => void } = {};
  const compute = () => {
    started += 1;
    return new Promise<number>((resolve, reject) => Object.assign(settle, { resolve, reject }));
  };
  return { compute, settle, started: () => started };
}

describe('singleFlight', () => {
  it('gives the callers that arrive during a computation its answer, and starts afresh after it', async () => {
    const c = controlled();
    const call = singleFlight(c.compute);
    const early = [call(), call(), call()];
    expect(c.started()).toBe(1);
    c.settle.resolve?.(7);
    expect(await Promise.all(early)).toEqual([7, 7, 7]);
    const later = call();
    expect(c.started()).toBe(2);
    c.settle.resolve?.(8);
    expect(await later).toBe(8);
  });

  it('hands a failure to the callers that waited for it, and the next caller computes again', async () => {
    const c = controlled();
    const call = singleFlight(c.compute);
    const waiting = [call(), call()];
    c.settle.reject?.(new Error('database down'));
    for (const w of waiting) await expect(w).rejects.toThrow('database down');
    const retry = call();
    expect(c.started()).toBe(2);
    c.settle.resolve?.(1);
    expect(await retry).toBe(1);
  });
});
