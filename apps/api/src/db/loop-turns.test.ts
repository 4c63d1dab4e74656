/**
 * LoopTurns lets the event loop in once queries have held the thread for a slice, and not before.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { LoopTurns } from './loop-turns.ts';

/** LoopTurns with a 1 ms slice on a clock the test moves by hand (`advance`). */
function slicedTurns() {
  let now = 0;
  return { turns: new LoopTurns(1, () => now), advance: (ms: number) => (now += ms) };
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
    const { turns, advance } = slicedTurns();
    expect(await letsLoopIn(() => turns.take())).toBe(false);
    advance(0.5);
    expect(await letsLoopIn(() => turns.take())).toBe(false);
  });

  it('waits for the event loop once the slice is used up, then starts a new slice', async () => {
    const { turns, advance } = slicedTurns();
    await turns.take();
    advance(1);
    expect(await letsLoopIn(() => turns.take())).toBe(true);
    advance(0.5);
    expect(await letsLoopIn(() => turns.take())).toBe(false);
  });

  it('starts a new slice after the event loop had a turn of its own', async () => {
    const { turns, advance } = slicedTurns();
    await turns.take();
    await nextTurn();
    advance(5);
    expect(await letsLoopIn(() => turns.take())).toBe(false);
  });
});
