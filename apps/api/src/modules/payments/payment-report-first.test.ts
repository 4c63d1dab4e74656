/** Which reports take the one-statement way (payment-report-first.ts): pure, no database. */
import { describe, expect, it } from 'vitest';
import { firstWordMove, orderIdOf } from './payment-report-first.ts';

const move = (transactionStatus: string, fraudStatus?: string) => firstWordMove({ transactionStatus, fraudStatus })?.next ?? null;

describe('firstWordMove', () => {
  it('takes the reports that move a pending order the same way whatever else its attempts say', () => {
    expect(move('settlement')).toBe('paid');
    expect(move('capture', 'accept')).toBe('paid');
    expect(move('expire')).toBe('expired');
    expect(move('cancel')).toBe('cancelled');
  });

  it('leaves every other report to the read-decide-write way', () => {
    expect(move('pending')).toBeNull();
    expect(move('capture', 'challenge')).toBeNull();
    expect(move('deny')).toBeNull();
    expect(move('refund')).toBeNull();
    expect(move('something-new')).toBeNull();
  });
});

describe('orderIdOf', () => {
  it('reads the order id of the shop’s Midtrans order ids only', () => {
    expect(orderIdOf('GAYAKU-42-0a1b2c3d')).toBe(42);
    expect(orderIdOf('GAYAKU-42')).toBeNull();
    expect(orderIdOf('OTHER-42-0a1b2c3d')).toBeNull();
    expect(orderIdOf('GAYAKU-99999999999-0a')).toBeNull();
  });
});
