/**
 * What checkout asks of payments: a payment attempt (a Snap token) for an order about to be
 * written. The payments module implements it (payments/payment-attempts.ts startPayment) and
 * modules/index.ts hands it to this module, so orders never imports payments: payments reads and
 * moves orders, never the other way round.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';

export interface PaymentLine {
  productId: number | null;
  name: string;
  price: number;
  quantity: number;
  size: string | null;
  color: string | null;
}

export interface PaymentRecipient {
  recipientName: string | null;
  recipientPhone: string | null;
  courier: string | null;
  service: string | null;
}

interface PaymentRequest {
  orderId: number;
  /**
   * The attempt's id at Midtrans when the caller has already written it on the order (checkout,
   * from NewAttemptId); without it, startPayment makes a new one.
   */
  midtransOrderId?: string;
  lines: readonly PaymentLine[];
  shippingCost: number;
  total: number;
  city: string;
  address: string;
  /** Who receives the parcel and the courier service, when checkout had them (docs/shipping.md). */
  recipient?: PaymentRecipient;
  customer: { username: string; email: string };
  /** When the payment window closes: the token and the attempt end then. */
  deadline: Date;
  now: Date;
}

export interface StartedPayment {
  /** The attempt's id at Midtrans, shown as the order's midtrans_order_id. */
  midtransOrderId: string;
  token: string;
  /** The INSERT of the attempt with its values in it, for a statement of the caller's. */
  attemptInsert(db: Db | Tx): SQL;
  /**
   * The same INSERT for a prepared statement: its values are placeholders whose names are the keys
   * of `attemptValues` (the same for every attempt), and `attemptValues` are this attempt's.
   */
  attemptTemplate(db: Db): SQL;
  attemptValues: Record<string, unknown>;
}

export type StartPayment = (request: PaymentRequest, context: { config: Config; log?: FastifyBaseLogger }) => Promise<StartedPayment>;

/** A new attempt's Midtrans order id for an order (payments/snap-request.ts newMidtransOrderId): checkout writes it with the order. */
export type NewAttemptId = (orderId: number) => string;

/**
 * What the owner's cancellation asks of payments: cancel every attempt of the (locked) order at
 * Midtrans (payments/payment-cancel.ts). Throws 409 when an attempt was paid, 502 when Midtrans
 * cannot be reached; the order is then left as it is.
 */
export type CancelPayment = (tx: Tx, orderId: number, context: { config: Config; log?: FastifyBaseLogger }) => Promise<void>;
