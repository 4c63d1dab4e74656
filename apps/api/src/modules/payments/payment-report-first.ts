/**
 * The first word on a payment in one statement. Most reports are the first decisive one about an
 * attempt of a pending order: its settlement, expiry or cancel, after at most a 'pending'. For
 * those, one statement locks the order and the attempt, checks under the lock that the order is
 * still pending at the reported amount and the attempt still unreported, and only then moves the
 * order and records the report. Whatever it writes, it also answers the attempt and its order as
 * they were read, so a report it could not apply is decided from that read
 * (payment-reports.service.ts) without a second one.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared.ts';
import { orders, paymentAttempts } from '../../db/schema.ts';
import { moveCtes, notificationMessage } from '../orders/index.ts';
import { parseGrossAmount } from './midtrans-signature.ts';
import { reportInsert, reportValues, targetOf, targetSelect, type PaymentReport, type Target } from './payment-report-rows.ts';
import { decide, type Decision } from './payment-verdicts.ts';

/** The stored statuses of an attempt nobody has reported on decisively yet. */
const UNREPORTED = [null, 'pending'] as const;

/**
 * What `report` does to a pending order whose attempt is unreported, when that is a move and the
 * same whatever the order's other attempts say; else null (the report takes the general way).
 */
export function firstWordMove(report: Pick<PaymentReport, 'transactionStatus' | 'fraudStatus'>): Decision | null {
  const decisions = UNREPORTED.flatMap((attemptStatus) =>
    [[], ['settlement']].map((otherAttemptStatuses) =>
      decide({ orderStatus: 'pending', attemptStatus, otherAttemptStatuses }, report.transactionStatus, report.fraudStatus),
    ),
  );
  const [first] = decisions;
  if (!first?.next) return null;
  const same = decisions.every((d) => d.next === first.next && d.verdict === first.verdict && d.attemptStatus === first.attemptStatus);
  return same ? first : null;
}

/** The order id inside the Midtrans order id (`GAYAKU-<order id>-<random>`, payments/snap-request.ts), or null. */
export function orderIdOf(midtransOrderId: string): number | null {
  const match = /^GAYAKU-(\d{1,9})-[0-9a-f]+$/.exec(midtransOrderId);
  return match ? Number(match[1]) : null;
}

const P = sql.placeholder;

/** The statement for one move (pending → decision.next), prepared once. */
function firstWordWrite(db: Db, next: NonNullable<Decision['next']>) {
  return preparedSql(db, `payment_report_first_${next}`, () => {
    const now = sql`${P('now')}::timestamptz`;
    const guard = sql`guard as (select o.user_id, a.id as attempt_id
        from ${orders} o join ${paymentAttempts} a on a.order_id = o.id
        where a.midtrans_order_id = ${P('midtransOrderId')} and o.id = ${P('orderId')} and o.status = 'pending'
          and o.total_price = ${P('amount')} and (a.transaction_status is null or a.transaction_status = 'pending')
        for update of o, a)`;
    const guarded = sql`exists (select 1 from guard)`;
    const move = moveCtes(
      db,
      {
        orderId: P('orderId'),
        userId: sql`(select user_id from guard)`,
        from: 'pending',
        now: P('now'),
        message: P('message'),
        signalAfterCommit: true,
      },
      next,
      guarded,
    );
    const attempt = sql`attempt as (update ${paymentAttempts} set transaction_status = ${P('attemptStatus')}, updated_at = ${now}
        where id = (select attempt_id from guard) and exists (select 1 from moved))`;
    const report = sql`report as (${reportInsert(sql`exists (select 1 from moved)`)})`;
    return sql`with ${guard}, ${move}, ${attempt}, ${report} ${targetSelect(sql`exists (select 1 from report) as written`)}`;
  });
}

interface FirstWord {
  written: boolean;
  /** The attempt and its order as read before the write; null when no attempt has this id. */
  target: Target | null;
}

/** Applies `decision` (firstWordMove()) when the order and the attempt are as it assumes; the read either way. */
export async function writeFirstWord(db: Db, report: PaymentReport, decision: Decision): Promise<FirstWord> {
  const orderId = orderIdOf(report.midtransOrderId);
  const { rows } = await firstWordWrite(db, decision.next!).execute({
    midtransOrderId: report.midtransOrderId,
    orderId,
    amount: parseGrossAmount(report.grossAmount),
    now: new Date().toISOString(),
    message: orderId === null ? '' : notificationMessage(orderId, decision.next!),
    attemptStatus: decision.attemptStatus.slice(0, 30),
    ...reportValues(report, decision.verdict),
  });
  const [row] = rows as Record<string, unknown>[];
  return row ? { written: row.written === true, target: targetOf(row) } : { written: false, target: null };
}
