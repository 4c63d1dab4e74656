import { ORDER_STATUSES, type OrderStatus } from '@gayaku/contract';
import { describe, expect, it } from 'vitest';
import { nextStatus, type OrderEvent, type PaymentOutcome } from './order-state.ts';

const pay = (outcome: PaymentOutcome): OrderEvent => ({
  type: 'payment',
  outcome,
});

describe('order state machine', () => {
  it('moves along the happy path: pending → paid → shipped → delivered → completed', () => {
    expect(nextStatus('pending', pay('success'))).toBe('paid');
    expect(nextStatus('paid', { type: 'ship' })).toBe('shipped');
    expect(nextStatus('shipped', { type: 'deliver' })).toBe('delivered');
    expect(nextStatus('delivered', { type: 'complete' })).toBe('completed');
  });

  it('never moves a paid order backwards, except a reversal before shipping', () => {
    for (const outcome of ['pending', 'denied', 'expired', 'cancelled', 'refunded', 'unknown', 'success'] as const) {
      expect(nextStatus('paid', pay(outcome))).toBeNull();
    }
    expect(nextStatus('paid', pay('reversed'))).toBe('cancelled');
    expect(nextStatus('shipped', pay('reversed'))).toBeNull();
    expect(nextStatus('paid', { type: 'timeout' })).toBeNull();
  });

  it('keeps a pending order pending on pending and deny (the shopper may retry)', () => {
    expect(nextStatus('pending', pay('pending'))).toBeNull();
    expect(nextStatus('pending', pay('denied'))).toBeNull();
    expect(nextStatus('pending', pay('expired'))).toBe('expired');
    expect(nextStatus('pending', pay('cancelled'))).toBe('cancelled');
    expect(nextStatus('pending', { type: 'timeout' })).toBe('expired');
  });

  it('takes a late payment of an expired order (its stock is taken again, or the order is stock_short)', () => {
    expect(nextStatus('expired', pay('success'))).toBe('paid');
    for (const outcome of ['pending', 'denied', 'expired', 'cancelled', 'reversed', 'refunded', 'unknown'] as const) {
      expect(nextStatus('expired', pay(outcome))).toBeNull();
    }
    expect(nextStatus('cancelled', pay('success'))).toBeNull();
  });

  it('lets nothing leave completed or cancelled, and only a late payment leave expired', () => {
    const events: OrderEvent[] = [
      pay('success'),
      pay('reversed'),
      { type: 'ship' },
      { type: 'deliver' },
      { type: 'timeout' },
      { type: 'complete' },
    ];
    for (const status of ['completed', 'cancelled', 'expired'] as OrderStatus[]) {
      for (const event of events) {
        const latePayment = status === 'expired' && event.type === 'payment' && event.outcome === 'success';
        expect(nextStatus(status, event)).toBe(latePayment ? 'paid' : null);
      }
    }
  });

  it('skips no step: no shipping before payment, no delivery before shipping', () => {
    expect(nextStatus('pending', { type: 'ship' })).toBeNull();
    expect(nextStatus('paid', { type: 'deliver' })).toBeNull();
    expect(nextStatus('shipped', { type: 'complete' })).toBeNull();
    for (const status of ORDER_STATUSES) expect(nextStatus(status, pay('pending'))).toBeNull();
  });
});
