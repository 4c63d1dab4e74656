import { NOTIFICATION_TITLES, ORDER_NOTIFICATION_MESSAGES, orderIdFromMessage } from '@gayaku/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createOrderWith } from '../../../test/catalog-factories.ts';
import { createUser } from '../../../test/factories.ts';
import { createProduct } from '../../../test/ratings-factories.ts';
import { notifications } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("after receipt: 'Beri ulasan untuk pesanan ID #…'", () => {
  it('is written once with the receipt, names the order, never reads as a shipping notice, and lets the shopper rate every product of it', async () => {
    const shopper = await createUser(t.app, t.db);
    const products = [await createProduct(t.db), await createProduct(t.db)];
    const { orderId } = await createOrderWith(
      t.db,
      shopper.id,
      'shipped',
      products.map((p) => p.id),
    );
    const confirm = () =>
      t.app.inject({ method: 'PUT', url: `/api/order/${orderId}/status`, headers: shopper.auth, payload: { status: 'delivered' } });
    expect((await confirm()).statusCode).toBe(200);
    expect((await confirm()).statusCode).toBe(200); // a repeat writes nothing

    const notes = await t.db.select().from(notifications).where(eq(notifications.orderId, orderId)).orderBy(notifications.id);
    expect(notes.map((n) => n.title)).toEqual([NOTIFICATION_TITLES.delivered, NOTIFICATION_TITLES.review]);
    const invitation = notes[1]!;
    expect(invitation.message).toBe(ORDER_NOTIFICATION_MESSAGES.review(orderId));
    expect(invitation.message.startsWith(`Beri ulasan untuk pesanan ID #${orderId}`)).toBe(true);
    expect(`${invitation.title} ${invitation.message}`).not.toContain('Telah Dikirim');
    expect(orderIdFromMessage(invitation.message)).toBe(orderId);

    // Its page reads the order (GET /api/order/{id}) and offers each product's review form.
    const order = (await t.app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: shopper.auth })).json();
    expect(order.items.map((i: { product_id: number }) => i.product_id).sort()).toEqual(products.map((p) => p.id).sort());
    for (const product of products) {
      const check = await t.app.inject({
        method: 'GET',
        url: `/api/ratings/user-rating/check?productId=${product.id}&userId=${shopper.id}`,
        headers: shopper.auth,
      });
      expect(check.json().can_review).toBe(true);
    }
  });
});
