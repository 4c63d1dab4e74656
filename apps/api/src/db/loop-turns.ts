/**
 * Turns on the event loop for PGlite's queries.
 *
 * PGlite runs Postgres on the server's only thread, and a query returns without the event loop
 * getting a turn: the next waiting query starts from the same run of promise callbacks. Under load
 * the waiting queries are worked through in one go, and for all that time no new request is read
 * and no timer fires. Requests then arrive in batches, and a request that comes in just after a
 * batch started waits for that batch and its own: the slowest answers take twice the typical
 * ones (docs/performance.md, "What was changed", item 13).
 *
 * LoopTurns bounds that: once queries have kept the thread for `sliceMs` without a turn, the next
 * one waits for one (setImmediate, after the loop has read what arrived). The waiting queue stays
 * in order, so requests are answered in the order they came.
 */
import { setImmediate } from 'node:timers';
import { setImmediate as nextTurn } from 'node:timers/promises';

export class LoopTurns {
  readonly #sliceMs: number;
  readonly #now: () => number;
  /** When the current slice started; null once the event loop has had its turn. */
  #sliceStart: number | null = null;

  constructor(sliceMs: number, now: () => number = () => performance.now()) {
    this.#sliceMs = sliceMs;
    this.#now = now;
  }

  /** Resolves at once while the slice lasts; past it, after the event loop's next turn. */
  async take(): Promise<void> {
    if (this.#sliceStart !== null && this.#now() - this.#sliceStart >= this.#sliceMs) {
      await nextTurn();
    }
    if (this.#sliceStart === null) {
      this.#sliceStart = this.#now();
      setImmediate(() => {
        this.#sliceStart = null;
      });
    }
  }
}
