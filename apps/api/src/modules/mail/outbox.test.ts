/**
 * The outbox worker against a real SMTP server: a refusing or unreachable server loses nothing and
 * holds up nothing else, each mail arrives once, and two instances on one database never send a
 * mail twice.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { startMailServer, type TestMailServer } from '../../../test/mail-server.ts';
import { openSecondInstance, type SecondInstance } from '../../../test/order-factories.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import type { OutboxWorker } from './outbox-worker.ts';
import { smtpTransport } from './transport.ts';

let t: TestApp;
let b: SecondInstance;
let smtp: TestMailServer;
let batch = 0;

beforeAll(async () => {
  smtp = await startMailServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  b = await openSecondInstance(t);
});
afterAll(async () => {
  await b?.close();
  await t?.close();
  await smtp?.close();
});
beforeEach(() => {
  smtp.refuse(null);
});

/** `n` 'paid' mails to distinct addresses, as an order event writes them. */
async function queueMails(db: Db, n: number): Promise<{ ids: number[]; addresses: string[] }> {
  batch += 1;
  const rows = Array.from({ length: n }, (_, i) => ({
    kind: 'paid',
    toAddress: `pembeli-${batch}-${i}@contoh.id`,
    payload: { order: { id: 1000 + i, total_price: 150_000, created_at: new Date().toISOString() }, username: `pembeli${i}` },
  }));
  const inserted = await db.insert(mailOutbox).values(rows).returning({ id: mailOutbox.id });
  return { ids: inserted.map((r) => r.id), addresses: rows.map((r) => r.toAddress) };
}

const rowsOf = (ids: number[]) => t.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids)).orderBy(mailOutbox.id);
/** A backoff far longer than any test, so only timePasses() makes a failed mail due again. */
const slow = (worker: OutboxWorker, extra: Parameters<OutboxWorker['with']>[0] = {}) => worker.with({ baseDelayMs: 60_000, ...extra });
/** The backoff's end arrives for these mails. */
const timePasses = (ids: number[]) =>
  t.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(inArray(mailOutbox.id, ids));
/** Each mail's attempts so far and, to ten seconds, how long until its next one. */
const waits = (ids: number[]) =>
  t.db
    .select({
      attempts: mailOutbox.attempts,
      in: sql<number>`(round(extract(epoch from ${mailOutbox.nextAttemptAt} - now()) / 10) * 10)::int`,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.id, ids))
    .orderBy(mailOutbox.id);

describe('the mail outbox', () => {
  it('keeps mails while SMTP refuses, backs off exponentially, then delivers each once', async () => {
    const worker = t.app.mailOutbox!.with({ baseDelayMs: 60_000, maxDelayMs: 600_000 });
    const { ids, addresses } = await queueMails(t.db, 3);
    smtp.refuse('temporary');
    expect(await worker.runOnce()).toMatchObject({ sent: 0, retried: 3 });
    // Not due yet: nothing is tried again before its backoff.
    expect(await worker.runOnce()).toMatchObject({ sent: 0, retried: 0 });
    expect(await waits(ids)).toEqual([
      { attempts: 1, in: 60 },
      { attempts: 1, in: 60 },
      { attempts: 1, in: 60 },
    ]);
    await timePasses(ids);
    expect(await worker.runOnce()).toMatchObject({ retried: 3 });
    expect(await waits(ids)).toEqual([
      { attempts: 2, in: 120 },
      { attempts: 2, in: 120 },
      { attempts: 2, in: 120 },
    ]);
    expect((await rowsOf(ids)).every((r) => r.status === 'pending' && /451/.test(r.lastError ?? ''))).toBe(true);
    expect(worker.delayAfter(3)).toBe(240_000);
    expect(worker.delayAfter(20)).toBe(600_000);

    smtp.refuse(null);
    await timePasses(ids);
    expect(await worker.runOnce()).toMatchObject({ sent: 3 });
    expect(await worker.runOnce()).toMatchObject({ sent: 0, retried: 0 });
    for (const address of addresses) expect(smtp.to(address)).toHaveLength(1);
    expect((await rowsOf(ids)).map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
  });

  it('keeps mails while the SMTP server cannot be reached at all', async () => {
    const down = slow(t.app.mailOutbox!).with({ transport: smtpTransport('smtp://127.0.0.1:9', 'Gayaku <no-reply@gayaku.test>') });
    const { ids, addresses } = await queueMails(t.db, 2);
    expect(await down.runOnce()).toMatchObject({ retried: 2, sent: 0 });
    expect((await rowsOf(ids)).every((r) => r.status === 'pending' && /ECONNREFUSED/.test(r.lastError ?? ''))).toBe(true);
    await timePasses(ids);
    expect(await slow(t.app.mailOutbox!).runOnce()).toMatchObject({ sent: 2 });
    for (const address of addresses) expect(smtp.to(address)).toHaveLength(1);
  });

  it('marks a mail the server refuses for good as failed, and sends the others', async () => {
    const worker = slow(t.app.mailOutbox!);
    const { ids } = await queueMails(t.db, 1);
    smtp.refuse('permanent');
    const refused = await worker.runOnce();
    expect(refused, JSON.stringify(await rowsOf(ids))).toMatchObject({ failed: 1 });
    smtp.refuse(null);
    const others = await queueMails(t.db, 1);
    expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    expect((await rowsOf(ids))[0]!.status).toBe('failed');
    expect(smtp.to(others.addresses[0]!)).toHaveLength(1);
  });

  it('never sends a mail twice when two instances work the same outbox at once', async () => {
    const { ids, addresses } = await queueMails(t.db, 40);
    const a = slow(t.app.mailOutbox!, { batch: 5 });
    const other = slow(b.app.mailOutbox!, { batch: 5 });
    const runs = [];
    for (let i = 0; i < 8; i++) runs.push(a.runOnce(), other.runOnce());
    const results = await Promise.all(runs);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(40);
    // Both instances took part.
    expect(results.filter((_, i) => i % 2 === 0).some((r) => r.sent > 0)).toBe(true);
    expect(results.filter((_, i) => i % 2 === 1).some((r) => r.sent > 0)).toBe(true);
    for (const address of addresses) expect(smtp.to(address)).toHaveLength(1);
    const rows = await rowsOf(ids);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('renders order mails in Indonesian, as HTML and plain text', async () => {
    const { ids, addresses } = await queueMails(t.db, 1);
    await t.app.mailOutbox!.runOnce();
    const [mail] = smtp.to(addresses[0]!);
    expect(mail!.text).toContain('Pembayaran Rp 150.000 untuk pesanan #1000 sudah kami terima.');
    expect(mail!.raw).toMatch(/text\/html/);
    expect((await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, ids[0]!)))[0]!.kept).toBeNull();
  });
});
