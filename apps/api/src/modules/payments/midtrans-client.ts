/**
 * The one Midtrans client (docs/payments.md, "Create transaction" and "Get Status, cancel and
 * expire"): undici's request() (Node's own HTTP client; a quarter of fetch()'s CPU per call,
 * docs/decisions/006), typed here. It reads the base URLs and the server key from the settings
 * object at call time, so every environment (sandbox, production, the local stand-in) differs
 * only in configuration.
 */
import { request } from 'undici';
import { z } from 'zod';
import type { Config } from '../../config.ts';

export type MidtransSettings = Pick<Config['midtrans'], 'serverKey' | 'snapBase' | 'apiBase'>;

/** Snap must start answering, and then finish, within this; a slower provider counts as failed (502 to the shopper). */
const MIDTRANS_TIMEOUT_MS = 10_000;

export class MidtransError extends Error {
  constructor(
    readonly httpStatus: number | null,
    readonly messages: string[],
  ) {
    super(`Midtrans ${httpStatus ?? 'unreachable'}: ${messages.join('; ')}`);
    this.name = 'MidtransError';
  }
}

export interface SnapItem {
  id: string;
  price: number;
  quantity: number;
  name: string;
}

export interface SnapTransactionRequest {
  transaction_details: { order_id: string; gross_amount: number };
  item_details: SnapItem[];
  customer_details?: {
    first_name: string;
    email: string;
    shipping_address?: { first_name: string; phone?: string; address: string; city: string; country_code: 'IDN' };
  };
  expiry?: { start_time: string; unit: 'minute'; duration: number };
  callbacks?: { finish: string };
}

const SnapResponseSchema = z.object({ token: z.string().min(1), redirect_url: z.string().optional() });
export type SnapTransaction = z.infer<typeof SnapResponseSchema>;

/** Get Status answer: the notification fields; new fields may appear, so the rest passes through. */
const StatusResponseSchema = z.looseObject({
  status_code: z.string(),
  order_id: z.string(),
  transaction_status: z.string(),
  gross_amount: z.string(),
  fraud_status: z.string().optional(),
});
export type MidtransStatus = z.infer<typeof StatusResponseSchema>;

function headers(serverKey: string): Record<string, string> {
  return {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    Authorization: `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`,
  };
}

async function call(
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
): Promise<{ status: number; json: unknown }> {
  try {
    const res = await request(url, { ...init, headersTimeout: MIDTRANS_TIMEOUT_MS, bodyTimeout: MIDTRANS_TIMEOUT_MS });
    const text = await res.body.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON (an HTML error page): the status decides
    }
    return { status: res.statusCode, json };
  } catch (err) {
    throw new MidtransError(null, [err instanceof Error ? err.message : String(err)]);
  }
}

function errorMessages(json: unknown): string[] {
  const body = (json ?? {}) as { error_messages?: unknown; validation_messages?: unknown; status_message?: unknown };
  const list = body.error_messages ?? body.validation_messages ?? body.status_message;
  if (Array.isArray(list)) return list.map(String);
  return typeof list === 'string' ? [list] : ['unexpected response'];
}

/** POST {snapBase}/v1/transactions → { token, redirect_url }. */
export async function createSnapTransaction(settings: MidtransSettings, body: SnapTransactionRequest): Promise<SnapTransaction> {
  const { status, json } = await call(`${settings.snapBase}/v1/transactions`, {
    method: 'POST',
    headers: headers(settings.serverKey),
    body: JSON.stringify(body),
  });
  const parsed = SnapResponseSchema.safeParse(json);
  if (status < 200 || status >= 300 || !parsed.success) throw new MidtransError(status, errorMessages(json));
  return parsed.data;
}

/**
 * GET {apiBase}/v2/{id}/status. null = Midtrans has no payment for this id yet (404: the Snap
 * page was never used). The body's status_code matters, not only HTTP: 407 (expired) is a normal answer.
 */
export async function getTransactionStatus(settings: MidtransSettings, id: string): Promise<MidtransStatus | null> {
  const { status, json } = await call(`${settings.apiBase}/v2/${encodeURIComponent(id)}/status`, {
    method: 'GET',
    headers: headers(settings.serverKey),
  });
  // Only Midtrans' own 404 body means "no payment yet"; a bare 404 (wrong base URL) is an error.
  const code = String((json as { status_code?: unknown } | null)?.status_code ?? status);
  if (code === '404' && json !== null) return null;
  const parsed = StatusResponseSchema.safeParse(json);
  if (status < 200 || status >= 300 || !parsed.success || (Number(code) >= 400 && code !== '407')) {
    throw new MidtransError(status, errorMessages(json));
  }
  return parsed.data;
}

/**
 * POST {apiBase}/v2/{id}/cancel: 'cancelled', 'absent' (Midtrans' JSON 404: the Snap page was never
 * used, so there is no transaction to cancel) or 'refused' (412: the transaction can no longer be
 * changed, paid or already closed). Anything else throws.
 */
export async function cancelTransaction(settings: MidtransSettings, id: string): Promise<'cancelled' | 'absent' | 'refused'> {
  const { status, json } = await call(`${settings.apiBase}/v2/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    headers: headers(settings.serverKey),
  });
  const code = String((json as { status_code?: unknown } | null)?.status_code ?? status);
  if (json !== null && code === '404') return 'absent';
  if (json !== null && code === '412') return 'refused';
  if (status >= 200 && status < 300 && code === '200') return 'cancelled';
  throw new MidtransError(status, errorMessages(json));
}

/**
 * POST {snapBase}/v1/transactions/{token}/cancel: closes a Snap page nobody has paid on. True when
 * the page is closed now or was already; false when a payment is in progress on it.
 */
export async function cancelSnapSession(settings: MidtransSettings, token: string): Promise<boolean> {
  const { status, json } = await call(`${settings.snapBase}/v1/transactions/${encodeURIComponent(token)}/cancel`, {
    method: 'POST',
    headers: headers(settings.serverKey),
  });
  if (status >= 200 && status < 300) return true;
  const messages = errorMessages(json);
  if (messages.includes('token already canceled') || messages.includes('token not found')) return true;
  if (messages.includes('Transaction is on progress')) return false;
  throw new MidtransError(status, messages);
}
