import { describe, expect, it } from 'vitest';
import { MAX_TRANSACTIONS, SimStore } from './store.ts';

const transaction = (orderId: string) => ({
  orderId,
  grossAmount: 10_000,
  items: [],
  customFields: {},
  expiresAt: new Date(Date.now() + 60_000),
  finishUrl: null,
  targets: [],
});

describe('SimStore', () => {
  it('keeps at most 1,000 transactions, forgetting the oldest with its token', () => {
    expect(MAX_TRANSACTIONS).toBe(1_000);
    const store = new SimStore();
    const first = store.create(transaction('GYK-first'));
    for (let i = 0; i < MAX_TRANSACTIONS; i++) store.create(transaction(`GYK-${i}`));
    expect(store.has('GYK-first')).toBe(false);
    expect(store.byToken(first.token)).toBeUndefined();
    expect(store.has('GYK-0')).toBe(true);
    expect(store.has(`GYK-${MAX_TRANSACTIONS - 1}`)).toBe(true);
    expect(store.list()).toHaveLength(MAX_TRANSACTIONS);
  });
});
