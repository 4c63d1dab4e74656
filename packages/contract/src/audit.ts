/**
 * The audit trail: every admin write, with who made it, when, and the record before and after.
 * GET /api/admin/audit lists the entries newest first, filtered by entity, entity id, actor (an
 * account id, e-mail or username) and Jakarta days, a page at a time (`limit` 1–100, `offset` ≥ 0;
 * the header X-Total-Count carries how many entries match).
 */
import { z } from 'zod';
import { IdSchema } from './common.ts';
import { auditEndpoints } from './admin-endpoints.ts';
import { defineRoutes } from './http.ts';
import { dayRangeQuery } from './stats.ts';
import { AUDIT_ENTITIES, type AuditEntity } from './audit-labels.ts';

export { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditEntity } from './audit-labels.ts';

export const AUDIT_MESSAGES = {
  limitRange: 'Parameter limit harus bilangan bulat 1–100',
  offsetRange: 'Parameter offset harus bilangan bulat 0 atau lebih',
  entityInvalid: 'Jenis data tidak dikenal',
  actorInvalid: 'Pelaku maksimal 254 karakter',
} as const;

export const AUDIT_PAGE_MAX = 100;

/** A whole number in a query string, from `min` to `max`. */
const queryInt = (message: string, min: number, max: number) =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform((v) => (typeof v === 'string' && /^\d{1,12}$/.test(v.trim()) ? Number(v) : typeof v === 'number' ? v : NaN))
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));

export const AuditQuerySchema = dayRangeQuery(Number.MAX_SAFE_INTEGER).and(
  z.object({
    entity: z.enum(Object.keys(AUDIT_ENTITIES) as [AuditEntity, ...AuditEntity[]], { error: AUDIT_MESSAGES.entityInvalid }).optional(),
    entity_id: IdSchema.optional(),
    actor: z.string({ error: AUDIT_MESSAGES.actorInvalid }).trim().max(254, AUDIT_MESSAGES.actorInvalid).optional(),
    limit: queryInt(AUDIT_MESSAGES.limitRange, 1, AUDIT_PAGE_MAX).default(AUDIT_PAGE_MAX),
    offset: queryInt(AUDIT_MESSAGES.offsetRange, 0, 2_147_483_647).default(0),
  }),
);
export type AuditQuery = z.input<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Who made the change; null once that account is gone. */
  actor: z.object({ id: z.number().int(), username: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export { auditEndpoints };

export const auditRoutes = /*#__PURE__*/ defineRoutes('audit', auditEndpoints, {
  listAudit: {
    summary: 'Riwayat perubahan oleh admin, terbaru dulu, per halaman; jumlah seluruhnya di header X-Total-Count (admin)',
    query: AuditQuerySchema,
    response: z.array(AuditEntrySchema),
  },
});
