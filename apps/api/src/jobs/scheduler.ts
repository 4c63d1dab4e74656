/**
 * Runs runSweep() every `intervalMs` (60 s by default). The timer is unref'd (it never keeps the
 * process alive), a tick is skipped while the previous sweep still runs, and stop() waits for a
 * running sweep before the app closes its database.
 */
import type { FastifyInstance } from 'fastify';
import { runSweep } from './sweep.ts';

export const SWEEP_INTERVAL_MS = 60_000;

export function startSweeper(app: FastifyInstance, { intervalMs = SWEEP_INTERVAL_MS }: { intervalMs?: number } = {}): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runSweep(app)
      .then((result) => {
        if (result.expired + result.reconciled + result.completed + result.errors > 0) app.log.info({ sweep: result }, 'order sweep');
      })
      .catch((err: unknown) => app.log.error({ err }, 'order sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
