/**
 * The SQL both ways of applying a report share (payment-reports.service.ts): the read of an
 * attempt and its order, and the INSERT that records the report with its verdict.
 */
import type { OrderStatus } from '@gayaku/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared.ts';
import { orders, paymentAttempts, paymentNotifications } from '../../db/schema.ts';
import type { Verdict } from './payment-verdicts.ts';

export interface PaymentReport {
  /** The attempt's id as Midtrans knows it (order_id in Midtrans' bodies). */
  midtransOrderId: string;
  transactionStatus: string;
  fraudStatus: string | undefined;
  /** As received, e.g. "150000.00". */
  grossAmount: string;
  raw: unknown;
  source: 'notification' | 'reconcile';
}

export type ReportFields = Pick<PaymentReport, 'midtransOrderId' | 'transactionStatus' | 'raw' | 'source'>;

const P = sql.placeholder;

/** The INSERT recording a report (its values are placeholders: reportValues()), optionally only when `onlyIf` holds. */
export function reportInsert(onlyIf?: SQL): SQL {
  return sql`insert into ${paymentNotifications} (midtrans_order_id, transaction_status, raw, verdict, source)
    select ${P('reportOrderId')}, ${P('reportStatus')}, ${P('reportRaw')}::jsonb, ${P('verdict')}, ${P('source')}
    ${onlyIf ? sql`where ${onlyIf}` : sql``}
    returning id`;
}

export function reportValues(report: ReportFields, verdict: Verdict) {
  return {
    reportOrderId: report.midtransOrderId.slice(0, 100) || null,
    reportStatus: report.transactionStatus.slice(0, 30) || null,
    reportRaw: report.raw === undefined || report.raw === null ? null : JSON.stringify(report.raw),
    verdict,
    source: report.source,
  };
}

/** An attempt as read, with what deciding a report about it takes of its order. */
export interface Target {
  attemptId: number;
  /** The attempt's stored transaction status (null before its first report). */
  attemptStatus: string | null;
  otherAttemptStatuses: (string | null)[];
  /** The order row's version (xmin): every move and every change of an attempt's status touches the row. */
  version: string;
  orderId: number;
  userId: number;
  status: OrderStatus;
  totalPrice: number;
}

/** The SELECT of the attempt named by the placeholder `midtransOrderId` as a Target, with `extra` columns. */
export function targetSelect(extra?: SQL): SQL {
  return sql`select a.id as "attemptId", a.transaction_status as "attemptStatus",
      array(select other.transaction_status from ${paymentAttempts} other where other.order_id = o.id and other.id <> a.id)
        as "otherAttemptStatuses",
      o.xmin::text as version, o.id as "orderId", o.user_id as "userId", o.status, o.total_price as "totalPrice"
      ${extra ? sql`, ${extra}` : sql``}
    from ${paymentAttempts} a join ${orders} o on o.id = a.order_id
    where a.midtrans_order_id = ${P('midtransOrderId')}`;
}

/** A row of targetSelect() as a Target (the driver hands a bigint over as a string). */
export function targetOf(row: Record<string, unknown>): Target {
  return { ...(row as unknown as Target), totalPrice: Number(row.totalPrice) };
}

export async function readTarget(db: Db, midtransOrderId: string): Promise<Target | null> {
  const { rows } = await preparedSql(db, 'payment_report_target', () => targetSelect()).execute({ midtransOrderId });
  const [row] = rows as Record<string, unknown>[];
  return row ? targetOf(row) : null;
}
