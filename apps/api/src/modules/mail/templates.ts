/**
 * The shop's mails, in Indonesian, each as HTML and plain text: the order events (created, paid,
 * shipped, expired, delivered) and the password reset. A template reads only what the outbox row
 * holds (and the link the reset step makes), so it can render long after the event.
 */
import { trackingUrl } from '@gayaku/contract';
import { escapeHtml, formatRupiah } from '../../lib/display.ts';
import type { OrderMailKind } from './outbox.ts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailContext {
  publicUrl: string;
  paymentExpiryMinutes: number;
}

/** The order row as the event wrote it (snake_case columns), plus whatever it gains later. */
export type OrderPayload = Record<string, unknown> & { id: number; total_price: number; created_at: string };

interface Body {
  subject: string;
  greeting: string;
  lines: string[];
  action?: { label: string; url: string };
}

const jakarta = new Intl.DateTimeFormat('id-ID', { timeZone: 'Asia/Jakarta', dateStyle: 'long', timeStyle: 'short' });

/** '25 November 2026 pukul 16.30' in Jakarta time. */
const wibTime = (date: Date): string => jakarta.format(date);

function compose(body: Body): RenderedMail {
  const action = body.action;
  const text = [body.greeting, '', ...body.lines, ...(action ? ['', `${action.label}: ${action.url}`] : []), '', 'Salam,', 'Gayaku'].join(
    '\n',
  );
  const paragraphs = body.lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('');
  const button = action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(action.url)}" style="background:#111;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>${escapeHtml(body.subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#111;background:#f6f4f0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
<p style="font-weight:bold;font-size:20px;margin:0 0 16px">Gayaku</p>
<p style="margin:0 0 12px">${escapeHtml(body.greeting)}</p>${paragraphs}${button}
<p style="margin:16px 0 0;color:#555">Salam,<br>Gayaku</p></div></body></html>`;
  return { subject: body.subject, text, html };
}

const greet = (username: unknown) => `Halo ${typeof username === 'string' && username ? username : 'Pelanggan Gayaku'},`;

/** The order's courier and resi, once the order carries them (they come with the shipping of the order). */
function shipmentLines(order: OrderPayload): string[] {
  const courier = typeof order.courier === 'string' ? order.courier : null;
  const service = typeof order.service === 'string' ? order.service : null;
  const waybill = typeof order.waybill === 'string' ? order.waybill : null;
  const lines: string[] = [];
  if (courier) lines.push(`Kurir: ${[courier, service].filter(Boolean).join(' ')}`);
  if (waybill) lines.push(`Nomor resi: ${waybill}`);
  return lines;
}

/** The courier's tracking page for the order (docs/shipping.md), when its courier has one; else the shop's own order page. */
function trackingLink(order: OrderPayload, ordersUrl: string): { label: string; url: string } {
  const url = trackingUrl(typeof order.courier === 'string' ? order.courier : null);
  return url ? { label: 'Lacak Paket', url } : { label: 'Lihat Pesanan', url: ordersUrl };
}

function orderBody(kind: OrderMailKind, order: OrderPayload, ctx: MailContext): Omit<Body, 'greeting'> {
  const ordersUrl = `${ctx.publicUrl}/myorder`;
  const id = `#${order.id}`;
  const amount = formatRupiah(Number(order.total_price));
  switch (kind) {
    case 'created': {
      const deadline = new Date(new Date(order.created_at).getTime() + ctx.paymentExpiryMinutes * 60_000);
      return {
        subject: `Pesanan ${id} dibuat — menunggu pembayaran`,
        lines: [
          `Terima kasih, pesanan ${id} sudah kami terima.`,
          `Total pembayaran: ${amount}.`,
          `Bayar sebelum ${wibTime(deadline)} WIB.`,
        ],
        action: { label: 'Bayar Sekarang', url: ordersUrl },
      };
    }
    case 'paid':
      return {
        subject: `Pembayaran pesanan ${id} diterima`,
        lines: [`Pembayaran ${amount} untuk pesanan ${id} sudah kami terima.`, 'Pesanan Anda sedang kami siapkan untuk dikirim.'],
        action: { label: 'Lihat Pesanan', url: ordersUrl },
      };
    case 'shipped':
      return {
        subject: `Pesanan ${id} telah dikirim`,
        lines: [`Pesanan ${id} sudah dalam perjalanan.`, ...shipmentLines(order)],
        action: trackingLink(order, ordersUrl),
      };
    case 'expired':
      return {
        subject: `Pesanan ${id} kedaluwarsa`,
        lines: [
          `Batas waktu pembayaran pesanan ${id} (${amount}) sudah lewat, jadi pesanan dibatalkan.`,
          'Silakan pesan kembali bila masih berminat.',
        ],
        action: { label: 'Belanja Lagi', url: `${ctx.publicUrl}/products` },
      };
    case 'delivered':
      return {
        subject: `Pesanan ${id} telah sampai`,
        lines: [`Pesanan ${id} sudah diterima.`, 'Bagaimana produknya? Beri ulasan untuk membantu pembeli lain.'],
        action: { label: 'Beri Ulasan', url: ordersUrl },
      };
  }
}

export function orderMail(kind: OrderMailKind, payload: { order: OrderPayload; username?: unknown }, ctx: MailContext): RenderedMail {
  return compose({ greeting: greet(payload.username), ...orderBody(kind, payload.order, ctx) });
}

export function passwordResetMail(username: string, link: string, validMinutes: number): RenderedMail {
  return compose({
    subject: 'Atur ulang password Gayaku',
    greeting: greet(username),
    lines: [
      'Kami menerima permintaan untuk mengatur ulang password akun Gayaku Anda.',
      `Tautan ini berlaku ${validMinutes} menit dan hanya dapat dipakai sekali.`,
      'Jika Anda tidak memintanya, abaikan email ini; password Anda tidak berubah.',
    ],
    action: { label: 'Atur Ulang Password', url: link },
  });
}
