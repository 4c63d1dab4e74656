import { canMove, ORDER_STATUSES, type OrderStatus } from '@gayaku/contract';
import { describe, expect, it } from 'vitest';
import { nextStatus, paymentOutcome, STATE_RULES, type OrderEvent, type PaymentOutcome } from './order-state.ts';

const pay = (outcome: PaymentOutcome): OrderEvent => ({
  type: 'payment',
  outcome,
});

describe('order state machine', () => {
  it('only ever makes moves that are edges of the contract', () => {
    for (const rule of Object.values(STATE_RULES)) {
      for (const from of rule?.from ?? []) expect(canMove(from, rule!.to)).toBe(true);
    }
  });

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

  it('lets nothing leave a terminal status', () => {
    const events: OrderEvent[] = [
      pay('success'),
      pay('reversed'),
      { type: 'ship' },
      { type: 'deliver' },
      { type: 'timeout' },
      { type: 'complete' },
    ];
    for (const status of ['completed', 'cancelled', 'expired'] as OrderStatus[]) {
      for (const event of events) expect(nextStatus(status, event)).toBeNull();
    }
  });

  it('skips no step: no shipping before payment, no delivery before shipping', () => {
    expect(nextStatus('pending', { type: 'ship' })).toBeNull();
    expect(nextStatus('paid', { type: 'deliver' })).toBeNull();
    expect(nextStatus('shipped', { type: 'complete' })).toBeNull();
    for (const status of ORDER_STATUSES) expect(nextStatus(status, pay('pending'))).toBeNull();
  });
});

describe('Midtrans status → outcome', () => {
  it('maps success only for settlement or an accepted capture', () => {
    expect(paymentOutcome('settlement', 'accept', false)).toBe('success');
    expect(paymentOutcome('settlement', undefined, false)).toBe('success');
    expect(paymentOutcome('capture', 'accept', false)).toBe('success');
    expect(paymentOutcome('capture', 'challenge', false)).toBe('pending');
    expect(paymentOutcome('capture', undefined, false)).toBe('pending');
  });

  it('tells a reversal (deny of the paying attempt) from an ordinary deny', () => {
    expect(paymentOutcome('deny', 'accept', false)).toBe('denied');
    expect(paymentOutcome('deny', 'accept', true)).toBe('reversed');
  });

  it('maps the other statuses without surprises', () => {
    expect(paymentOutcome('pending', undefined, true)).toBe('pending');
    expect(paymentOutcome('expire', undefined, false)).toBe('expired');
    expect(paymentOutcome('cancel', undefined, false)).toBe('cancelled');
    expect(paymentOutcome('refund', undefined, true)).toBe('refunded');
    expect(paymentOutcome('something_new', undefined, false)).toBe('unknown');
  });
});
