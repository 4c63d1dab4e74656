/**
 * LoopTurns lets the event loop in once queries have held the thread for a slice, and not before.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { LoopTurns } from './loop-turns.ts';

/** A clock the test moves by hand. */
function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** Whether the event loop had a turn (a setImmediate queued before ran) while `work` was awaited. */
async function letsLoopIn(work: () => Promise<void>): Promise<boolean> {
  let turned = false;
  setImmediate(() => (turned = true));
  await work();
  return turned;
}

describe('LoopTurns', () => {
  it('goes on at once while the slice lasts', async () => {
    const time = clock();
    const turns = new LoopTurns(1, time.now);
    expect(await letsLoopIn(() => turns.take())).toBe(false);
    time.advance(0.5);
    expect(await letsLoopIn(() => turns.take())).toBe(false);
  });

  it('waits for the event loop once the slice is used up, then starts a new slice', async () => {
    const time = clock();
    const turns = new LoopTurns(1, time.now);
    await turns.take();
    time.advance(1);
    expect(await letsLoopIn(() => turns.take())).toBe(true);
    time.advance(0.5);
    expect(await letsLoopIn(() => turns.take())).toBe(false);
  });

  it('starts a new slice after the event loop had a turn of its own', async () => {
    const time = clock();
    const turns = new LoopTurns(1, time.now);
    await turns.take();
    await nextTurn();
    time.advance(5);
    expect(await letsLoopIn(() => turns.take())).toBe(false);
  });
});
