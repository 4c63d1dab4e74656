/**
 * Writing a mail: a row of the outbox, in the transaction (or the statement) of its event, so a mail
 * exists exactly when its event does. The worker (outbox-worker.ts) sends it later.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { mailOutbox, users } from '../../db/schema.ts';

/** The order events that write to the shopper (templates.ts has one mail for each). */
const ORDER_MAIL_KINDS = ['created', 'paid', 'shipped', 'expired', 'delivered'] as const;
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];

export const isOrderMailKind = (kind: string): kind is OrderMailKind => (ORDER_MAIL_KINDS as readonly string[]).includes(kind);

/**
 * The INSERT of the mail about an order event, for a statement of the caller's: one mail per row of
 * the CTE `fromCte`, which holds order rows as written (RETURNING every column). The whole row goes
 * into the payload, so columns the order gains later (courier, waybill) reach the template unchanged.
 */
export function orderMailInsert(kind: OrderMailKind, fromCte: string): SQL {
  const from = sql.identifier(fromCte);
  return sql`insert into ${mailOutbox} (kind, to_address, payload)
    select ${kind}, u.email, jsonb_build_object('order', to_jsonb(o), 'username', u.username)
    from ${from} o join ${users} u on u.id = o.user_id`;
}

/**
 * Queues the password reset mail of an address, known or not: the same one insert either way, so
 * the answer takes the same time. The worker makes the link only when the address has an account.
 */
export async function queuePasswordResetMail(db: Db | Tx, email: string): Promise<void> {
  await db.insert(mailOutbox).values({ kind: 'password_reset', toAddress: email });
}
