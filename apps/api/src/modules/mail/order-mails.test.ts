/**
 * The shopper's mails about an order, written in the transaction of each event (created, paid,
 * shipped, expired, delivered), and /dev/mail, where development keeps them without SMTP_URL.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import {
  ageOrder,
  createCatalogue,
  listenForPayments,
  notifyStatus,
  orderBody,
  placeOrder,
  type Catalogue,
} from '../../../test/order-factories.ts';
import { runSweep } from '../../jobs/sweep.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { RenderedMail } from './templates.ts';

let t: TestApp;
let cat: Catalogue;
let shopper: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  await listenForPayments(t);
  cat = await createCatalogue(t.db);
  shopper = await createUser(t.app, t.db);
  admin = await createUser(t.app, t.db, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});

const mailsAbout = async (orderId: number) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, shopper.email), sql`(${mailOutbox.payload} -> 'order' ->> 'id')::int = ${orderId}`))
    .orderBy(mailOutbox.id);
const setStatus = (id: number, status: string, who = admin, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: `/api/order/${id}/status`, headers: who.auth, payload: { status, ...extra } });

describe('order mails', () => {
  it('writes one mail per event, to the shopper, with the order as it was written', async () => {
    const { order } = await placeOrder(t.app, shopper, orderBody(cat));
    expect((await mailsAbout(order.id)).map((m) => m.kind)).toEqual(['created']);
    expect(await notifyStatus(t, order, 'settlement')).toBe(200);
    expect(await notifyStatus(t, order, 'settlement')).toBe(200); // a duplicate notification writes no second mail
    expect((await setStatus(order.id, 'shipped', admin, { courier: 'JNE', waybill: 'JNE-0012345678' })).statusCode).toBe(200);
    expect((await setStatus(order.id, 'delivered', shopper)).statusCode).toBe(200);
    const mails = await mailsAbout(order.id);
    expect(mails.map((m) => m.kind)).toEqual(['created', 'paid', 'shipped', 'delivered']);
    const shipped = mails[2]!.payload as { order: Record<string, unknown> };
    expect(shipped.order).toMatchObject({ id: order.id, status: 'shipped', total_price: order.total_price });

    await t.app.mailOutbox!.runOnce();
    const kept = (await mailsAbout(order.id)).map((m) => m.kept as RenderedMail);
    const total = `Rp ${order.total_price.toLocaleString('de-DE')}`;
    expect(kept[0]!.text).toContain(`Total pembayaran: ${total}.`);
    expect(kept[0]!.text).toMatch(/Bayar sebelum \d{1,2} \w+ \d{4} pukul \d{2}\.\d{2} WIB\./);
    expect(kept[0]!.text).toContain(`${t.config.publicUrl}/myorder`);
    expect(kept[0]!.html).toContain('Bayar Sekarang');
    expect(kept[1]!.subject).toBe(`Pembayaran pesanan #${order.id} diterima`);
    expect(kept[2]!.subject).toBe(`Pesanan #${order.id} telah dikirim`);
    expect(kept[2]!.text).toContain('Kurir: JNE');
    expect(kept[2]!.text).toContain('Nomor resi: JNE-0012345678');
    expect(kept[2]!.html).toContain('Lacak Paket');
    expect(kept[2]!.text).toContain('https://www.jne.co.id/tracking-package');
    expect(kept[3]!.text).toContain('Beri ulasan');
  });

  it('writes no mail when the event does not happen (a refused checkout, an illegal move)', async () => {
    const { order } = await placeOrder(t.app, shopper, orderBody(cat));
    expect((await setStatus(order.id, 'delivered', shopper)).statusCode).toBe(409);
    expect((await mailsAbout(order.id)).map((m) => m.kind)).toEqual(['created']);
  });

  it("writes the expiry mail in the sweep's move", async () => {
    const { order } = await placeOrder(t.app, shopper, orderBody(cat));
    await ageOrder(t.db, order.id, (t.config.paymentExpiryMinutes + 1) * 60_000);
    await runSweep(t.app);
    expect((await mailsAbout(order.id)).map((m) => m.kind)).toEqual(['created', 'expired']);
  });
});

describe('/dev/mail', () => {
  it('shows the kept mails with their links, newest first', async () => {
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: shopper.email } });
    await t.app.mailOutbox!.runOnce();
    const res = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Atur ulang password Gayaku');
    expect(res.body).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/auth\/reset-password\?token=[\w-]{43}">/);
    expect(res.body.indexOf('Atur ulang password')).toBeLessThan(res.body.indexOf('telah dikirim'));
  });

  it('is refused in production', async () => {
    const sandbox = { MIDTRANS_ENV: 'sandbox', MIDTRANS_SERVER_KEY: 'SB-Mid-server-test', MIDTRANS_CLIENT_KEY: 'SB-Mid-client-test' };
    const prod = await buildTestApp({ env: sandbox, config: { env: 'production' } });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/dev/mail' });
      expect(res.statusCode).toBe(404);
      expect(prod.app.mailOutbox).toBeNull();
      // Without SMTP_URL, production keeps its mails waiting in the outbox.
      await prod.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'x@contoh.id' } });
      const waiting = await prod.db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.status, ['pending']));
      expect(waiting).toHaveLength(1);
    } finally {
      await prod.close();
    }
  });
});
