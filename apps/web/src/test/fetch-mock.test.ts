import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartItem } from './fixtures.ts';
import { mockApi, respond, routeOf, takeMockFailures } from './fetch-mock.ts';

afterEach(() => vi.unstubAllGlobals());

describe('mockApi holds every mock to the contract', () => {
  it('finds the route of a call, the most specific path first', () => {
    expect(routeOf('GET', '/api/order/orders')?.operationId).toBe('listMyOrders');
    expect(routeOf('GET', '/api/order/12')?.operationId).toBe('getOrder');
    expect(routeOf('PUT', '/api/cart/3')?.operationId).toBe('updateCartLine');
    expect(routeOf('PATCH', '/api/cart/3')).toBeUndefined();
  });

  it('refuses a key that is no call of the route table', () => {
    expect(() => mockApi({ 'GET /api/basket': [] })).toThrow("mockApi: 'GET /api/basket' is no call of the contract's route table");
  });

  it('refuses a success answer the route never gives', () => {
    expect(() => mockApi({ 'PUT /api/cart/1': { ok: true } })).toThrow(/updateCartLine \(PUT \/api\/cart\/\{cart_id\}\) cannot answer 200/);
    expect(() => mockApi({ 'POST /api/cart': respond(201, {}) })).toThrow(/addToCart/);
    expect(() => mockApi({ 'PUT /api/cart/1': cartItem(1, { quantity: 2 }) })).not.toThrow();
  });

  it('refuses an error answer that is not the error body', () => {
    expect(() => mockApi({ 'GET /api/cart': respond(503, { error: 'down' }) })).toThrow(/listCart .* cannot answer 503/);
    expect(() => mockApi({ 'GET /api/cart': respond(503, { message: 'down', code: 'SERVICE_UNAVAILABLE' }) })).not.toThrow();
  });

  it('reports a computed answer that contradicts the contract, and sends a 500 instead', async () => {
    mockApi({ 'DELETE /api/cart/1': () => ({ ok: true }) });
    const response = await fetch('/api/cart/1', { method: 'DELETE' });
    expect(response.status).toBe(500);
    expect(takeMockFailures()).toEqual([expect.stringMatching(/^mockApi: 'DELETE \/api\/cart\/1': removeCartLine/)]);
  });
});
