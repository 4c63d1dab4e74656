import { MESSAGES } from '@gayaku/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { addServices, paidOrderOf } from '../../../test/delivery-factories.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { createCatalogue, listenForPayments, orderBody, orderRow, type Catalogue } from '../../../test/order-factories.ts';

let t: TestApp;
let cat: Catalogue;
let owner: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  await listenForPayments(t);
  cat = await createCatalogue(t.db);
  await addServices(t.db, cat.city);
  [owner, admin] = [await createUser(t.app, t.db), await createUser(t.app, t.db, { role: 'admin' })];
});
afterAll(async () => t?.close());

const withService = () => ({
  ...orderBody(cat),
  recipient_name: 'Budi Santoso',
  recipient_phone: '081298765432',
  shipping_service: 'SICEPAT-REG',
});
const ship = (id: number, payload: Record<string, unknown>, who = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/order/${id}/status`, headers: who.auth, payload: { status: 'shipped', ...payload } });

describe('shipping with a courier and a resi', () => {
  it('stores the courier, the resi and the time, shows them, and names them in the notification', async () => {
    const { order } = await paidOrderOf(t, owner, withService());
    const res = await ship(order.id, { courier: 'jne', waybill: ' JP-0012345678 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Status berhasil diperbarui ke 'shipped'");
    expect(res.json().order).toMatchObject({ status: 'shipped', courier: 'JNE', service: 'REG', waybill: 'JP-0012345678' });
    expect(Date.parse(res.json().order.shipped_at)).not.toBeNaN();
    const detail = await t.app.inject({ method: 'GET', url: `/api/order/${order.id}`, headers: owner.auth });
    expect(detail.json().order).toMatchObject({ courier: 'JNE', waybill: 'JP-0012345678', shipped_at: res.json().order.shipped_at });
    const list = await t.app.inject({ method: 'GET', url: '/api/order', headers: admin.auth });
    expect(list.json().find((o: { id: number }) => o.id === order.id)).toMatchObject({ waybill: 'JP-0012345678' });
    const inbox = await t.app.inject({ method: 'GET', url: `/api/notifications/${owner.id}`, headers: owner.auth });
    const note = inbox
      .json()
      .find((n: { title: string; message: string }) => n.message.includes(`ID #${order.id} `) && n.title.includes('Telah Dikirim'));
    expect(note.message).toContain('JNE');
    expect(note.message).toContain('JP-0012345678');
  });

  it('keeps the courier chosen at checkout when the admin names none', async () => {
    const { order } = await paidOrderOf(t, owner, withService());
    const res = await ship(order.id, { waybill: '004455667788' });
    expect(res.json().order).toMatchObject({ courier: 'SiCepat', waybill: '004455667788' });
  });

  it("takes the specification's body without courier or resi", async () => {
    const { order } = await paidOrderOf(t, owner, orderBody(cat));
    const res = await ship(order.id, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'shipped', courier: null, waybill: null });
  });

  it.each([
    ['too short', { courier: 'JNE', waybill: 'JP123' }, MESSAGES.waybillInvalid],
    ['too long', { courier: 'JNE', waybill: 'J'.repeat(41) }, MESSAGES.waybillInvalid],
    ['with a space', { courier: 'JNE', waybill: 'JP 1234567' }, MESSAGES.waybillInvalid],
    ['with a slash', { courier: 'JNE', waybill: 'JP/1234567' }, MESSAGES.waybillInvalid],
    ['an unknown courier', { courier: 'Kurir Kilat', waybill: 'JP1234567' }, MESSAGES.courierUnknown],
    ['a resi without any courier', { waybill: 'JP1234567' }, MESSAGES.courierRequired],
  ])('refuses %s with 400 and leaves the order paid', async (_label, payload, message) => {
    const { order } = await paidOrderOf(t, owner, orderBody(cat));
    const res = await ship(order.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await orderRow(t.db, order.id)).toMatchObject({ status: 'paid', waybill: null, shippedAt: null });
  });

  it('admits 6 and 40 characters of letters, digits and dashes', async () => {
    for (const waybill of ['AB-123', 'A'.repeat(20) + '-' + '9'.repeat(19)]) {
      const { order } = await paidOrderOf(t, owner, orderBody(cat));
      expect((await ship(order.id, { courier: 'J&T', waybill })).json().order).toMatchObject({ courier: 'J&T', waybill });
    }
  });

  it('is still for admins only', async () => {
    const { order } = await paidOrderOf(t, owner, withService());
    expect((await ship(order.id, { courier: 'JNE', waybill: 'JP1234567' }, owner)).statusCode).toBe(403);
  });
});
