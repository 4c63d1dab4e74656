import { describe, expect, it } from 'vitest';
import { paymentOutcome } from './transaction-status.ts';

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
