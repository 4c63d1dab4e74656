/**
 * Writing to a shopper's inbox: the one way notifications are created. Order events write theirs
 * inside the statement that makes the change, so a notification exists exactly when its change does.
 */
import { NOTIFICATION_TITLES, ORDER_NOTIFICATION_MESSAGES, type OrderNotificationKind } from '@gayaku/contract';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { notifications } from '../../db/schema.ts';
import { deferredSignal } from './inbox-signal.ts';

/** The message of the shopper's notification about an order event ('… ID #<order id> …'). */
export const orderNotificationMessage = (orderId: number, kind: OrderNotificationKind): string =>
  ORDER_NOTIFICATION_MESSAGES[kind](orderId);

export interface OrderNotification {
  /** The shopper, or SQL naming them inside the caller's statement. */
  userId: number | Placeholder | SQL;
  kind: OrderNotificationKind;
  /** orderNotificationMessage(), or a placeholder for it in a prepared statement. */
  message: string | Placeholder;
  /** The order's id, or the name of a CTE whose `id` rows are the orders to notify about (none: no row). */
  order: number | { idsFrom: string };
  /** With `idsFrom`: the caller signals the user once its statement has committed (inbox-signal.ts), not the trigger. */
  signalAfterCommit?: boolean;
}

/** The INSERT of a shopper's notification about an order event, for a statement of the caller's. */
export function orderNotificationInsert(note: OrderNotification): SQL {
  const title = NOTIFICATION_TITLES[note.kind];
  const columns = sql`${notifications} (user_id, order_id, title, message)`;
  if (typeof note.order === 'number') return sql`insert into ${columns} values (${note.userId}, ${note.order}, ${title}, ${note.message})`;
  const from = sql.join([sql.identifier(note.order.idsFrom), ...(note.signalAfterCommit ? [deferredSignal()] : [])], sql`, `);
  return sql`insert into ${columns} select ${note.userId}, id, ${title}, ${note.message} from ${from}`;
}
