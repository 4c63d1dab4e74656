/**
 * The periodic jobs: the order sweep (runSweep, every 60 s by default), the sweep of banners
 * no ad shows (sweepUnusedBanners, hourly) and the mail outbox (every 2 s, when this instance has a
 * way to send: modules/mail). Each timer is unref'd (it never keeps the process
 * alive), a tick is skipped while the job's previous run still goes on, and stop() waits for
 * running jobs before the app closes its database.
 */
import type { FastifyInstance } from 'fastify';
import { sweepUnusedBanners } from '../modules/ads/banner-sweep.ts';
import { createImageStorage } from '../modules/uploads/storage.ts';
import { runSweep } from './sweep.ts';

const SWEEP_INTERVAL_MS = 60_000;
const BANNER_SWEEP_INTERVAL_MS = 60 * 60_000;
const MAIL_INTERVAL_MS = 2_000;

/** Runs `job` every `intervalMs`, never two at once; answers a function that stops it and waits for a running one. */
function every(intervalMs: number, job: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = job().finally(() => {
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

export function startSweeper(
  app: FastifyInstance,
  { intervalMs = SWEEP_INTERVAL_MS, bannerIntervalMs = BANNER_SWEEP_INTERVAL_MS }: { intervalMs?: number; bannerIntervalMs?: number } = {},
): () => Promise<void> {
  const storage = createImageStorage(app.config);
  const stops = [
    every(intervalMs, () =>
      runSweep(app)
        .then((result) => {
          if (result.expired + result.reconciled + result.completed + result.errors > 0) app.log.info({ sweep: result }, 'order sweep');
        })
        .catch((err: unknown) => app.log.error({ err }, 'order sweep failed')),
    ),
    every(bannerIntervalMs, () =>
      sweepUnusedBanners({ db: app.db, storage })
        .then((removed) => {
          if (removed > 0) app.log.info({ removed }, 'unused banners removed');
        })
        .catch((err: unknown) => app.log.error({ err }, 'banner sweep failed')),
    ),
  ];
  const outbox = app.mailOutbox;
  if (outbox) {
    stops.push(
      every(MAIL_INTERVAL_MS, () =>
        outbox
          .runOnce()
          .then(() => {})
          .catch((err: unknown) => app.log.error({ err }, 'mail outbox run failed')),
      ),
    );
  }
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
