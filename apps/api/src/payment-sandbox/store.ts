/**
 * In-memory state of the simulator: one record per order_id, with token and transaction_id
 * indexes, and the state transitions the payment page, the Core API and /__sim share. Bounded:
 * past MAX_TRANSACTIONS the oldest are forgotten (as if they had expired at the provider), so a
 * long-running development shop or a load test cannot grow it without end.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { isProcessed, type TransactionStatus } from './signature.ts';

export interface SimItem {
  id?: string;
  name: string;
  price: number;
  quantity: number;
}

export type NotificationBody = Record<string, unknown> & {
  order_id: string;
  status_code: string;
  gross_amount: string;
  signature_key: string;
  transaction_status: string;
};

export interface SimTransaction {
  orderId: string;
  token: string;
  grossAmount: number;
  items: SimItem[];
  customFields: Record<string, string>;
  createdAt: Date;
  expiresAt: Date;
  finishUrl: string | null;
  /** Notification targets fixed at creation (default URL, X-Override-/X-Append-Notification). */
  targets: string[];
  tokenCanceledAt: Date | null;
  /** null until the first payment action (Get Status answers 404 until then). */
  transactionId: string | null;
  status: TransactionStatus | null;
  fraudStatus: string;
  paymentType: string | null;
  transactionTime: Date | null;
  settlementTime: Date | null;
  vaNumber: string | null;
  /** Every genuine notification body queued so far, oldest first (replay, out-of-order). */
  notifications: NotificationBody[];
}

export interface NewTransaction {
  orderId: string;
  grossAmount: number;
  items: SimItem[];
  customFields: Record<string, string>;
  expiresAt: Date;
  finishUrl: string | null;
  targets: string[];
}

/**
 * A transaction of three lines weighs ~2 KB of heap (10,000 measured 19.5 MB), more with its
 * notifications. 1,000 is more than anyone pays by hand within a payment window, and keeps the
 * simulator near 2 MB of the shop's process under a load test: at 10,000 it was most of what the
 * process grew by after the benchmark's 60 s of mixed load.
 */
export const MAX_TRANSACTIONS = 1_000;

export class SimStore {
  private readonly byOrder = new Map<string, SimTransaction>();
  private readonly tokens = new Map<string, string>();

  has(orderId: string): boolean {
    return this.byOrder.has(orderId);
  }

  create(input: NewTransaction, now = new Date()): SimTransaction {
    const tx: SimTransaction = {
      ...input,
      token: randomUUID(),
      createdAt: now,
      tokenCanceledAt: null,
      transactionId: null,
      status: null,
      fraudStatus: 'accept',
      paymentType: null,
      transactionTime: null,
      settlementTime: null,
      vaNumber: null,
      notifications: [],
    };
    this.byOrder.set(tx.orderId, tx);
    this.tokens.set(tx.token, tx.orderId);
    for (const [orderId, oldest] of this.byOrder) {
      if (this.byOrder.size <= MAX_TRANSACTIONS) break;
      this.byOrder.delete(orderId);
      this.tokens.delete(oldest.token);
    }
    return tx;
  }

  byOrderId(orderId: string): SimTransaction | undefined {
    return this.byOrder.get(orderId);
  }

  byToken(token: string): SimTransaction | undefined {
    const orderId = this.tokens.get(token);
    return orderId === undefined ? undefined : this.byOrder.get(orderId);
  }

  /** Core API lookup: `:id` may be the order_id or the transaction_id. */
  byOrderOrTransactionId(id: string): SimTransaction | undefined {
    const direct = this.byOrder.get(id);
    if (direct) return direct;
    for (const tx of this.byOrder.values()) if (tx.transactionId === id) return tx;
    return undefined;
  }

  list(): SimTransaction[] {
    return [...this.byOrder.values()];
  }

  clear(): void {
    this.byOrder.clear();
    this.tokens.clear();
  }
}

function defaultPaymentType(status: TransactionStatus): string {
  if (status === 'capture' || status === 'authorize') return 'credit_card';
  if (status === 'pending') return 'bank_transfer';
  return 'qris';
}

export interface TransitionOptions {
  paymentType?: string | undefined;
  fraudStatus?: string | undefined;
}

/** Moves a transaction to `status`, creating the Midtrans transaction on the first payment action. */
export function applyStatus(tx: SimTransaction, status: TransactionStatus, opts: TransitionOptions = {}, now = new Date()): void {
  tx.transactionId ??= randomUUID();
  tx.transactionTime ??= now;
  tx.status = status;
  tx.fraudStatus = opts.fraudStatus ?? 'accept';
  tx.paymentType = opts.paymentType ?? defaultPaymentType(status);
  if (status === 'settlement') tx.settlementTime = now;
  if (tx.paymentType === 'bank_transfer' && tx.vaNumber === null) {
    tx.vaNumber = Array.from({ length: 11 }, () => String(randomInt(10))).join('');
  }
}

export type TokenState = 'open' | 'processed' | 'expired' | 'canceled';

/** What the Snap page may do with this token right now. */
export function tokenState(tx: SimTransaction, now = new Date()): TokenState {
  if (isProcessed(tx.status)) return 'processed';
  if (tx.status === 'expire' || now.getTime() >= tx.expiresAt.getTime()) return 'expired';
  if (tx.tokenCanceledAt !== null || tx.status === 'cancel' || tx.status === 'failure') return 'canceled';
  return 'open';
}

/** JSON view used by GET /__sim/transactions. */
export function transactionView(tx: SimTransaction, publicUrl: string): Record<string, unknown> {
  return {
    order_id: tx.orderId,
    token: tx.token,
    redirect_url: `${publicUrl}/snap/v2/vtweb/${tx.token}`,
    gross_amount: tx.grossAmount,
    items: tx.items,
    transaction_id: tx.transactionId,
    transaction_status: tx.status,
    fraud_status: tx.status === null ? null : tx.fraudStatus,
    payment_type: tx.paymentType,
    va_number: tx.vaNumber,
    token_state: tokenState(tx),
    created_at: tx.createdAt.toISOString(),
    expires_at: tx.expiresAt.toISOString(),
    token_canceled_at: tx.tokenCanceledAt?.toISOString() ?? null,
    finish_url: tx.finishUrl,
    notification_targets: tx.targets,
    notifications_queued: tx.notifications.length,
  };
}
