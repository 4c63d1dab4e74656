/**
 * HTML of the simulator's payment sheet (Indonesian). No inline script or style: behaviour comes
 * from assets/pay.js, looks from assets/pay.css, data from data-* attributes.
 */
import { escapeHtml } from '../lib/display.ts';
import { formatRupiah, jakartaTime } from './signature.ts';
import type { SimTransaction } from './store.ts';

export type PageMode = 'popup' | 'redirect';

export interface PageError {
  statusCode: string;
  statusMessage: string;
  title: string;
  text: string;
}

export const PAGE_ERRORS = {
  notFound: {
    statusCode: '404',
    statusMessage: 'transaction not found',
    title: 'Transaksi tidak ditemukan',
    text: 'Tautan pembayaran ini tidak dikenal. Silakan kembali ke toko dan coba lagi.',
  },
  clientKey: {
    statusCode: '401',
    statusMessage: 'client key is invalid',
    title: 'Kunci klien tidak valid',
    text: 'Halaman pembayaran dibuka dengan client key yang salah.',
  },
  processed: {
    statusCode: '406',
    statusMessage: 'transaction has been processed',
    title: 'Transaksi sudah dibayar',
    text: 'Pembayaran untuk pesanan ini sudah diterima. Tidak perlu membayar lagi.',
  },
  expired: {
    statusCode: '407',
    statusMessage: 'transaction has expired',
    title: 'Waktu pembayaran habis',
    text: 'Batas waktu pembayaran pesanan ini sudah lewat. Silakan buat pesanan atau pembayaran baru.',
  },
  canceled: {
    statusCode: '407',
    statusMessage: 'transaction has been canceled',
    title: 'Transaksi dibatalkan',
    text: 'Pembayaran untuk pesanan ini sudah dibatalkan.',
  },
} satisfies Record<string, PageError>;

export interface PageView {
  mode: PageMode;
  assetBase: string;
  actionUrl: string;
  parentOrigin: string | null;
  tx: SimTransaction | null;
  error: PageError | null;
}

function summary(tx: SimTransaction): string {
  const items = tx.items
    .map(
      (item) => `
        <li class="item">
          <span class="item__name">${escapeHtml(item.name)}</span>
          <span class="item__qty">${item.quantity} × ${formatRupiah(item.price)}</span>
          <span class="item__sum">${formatRupiah(item.price * item.quantity)}</span>
        </li>`,
    )
    .join('');
  return `
      <dl class="facts">
        <div class="facts__row"><dt>Order ID</dt><dd class="mono" data-testid="order-id">${escapeHtml(tx.orderId)}</dd></div>
        <div class="facts__row facts__row--total"><dt>Total</dt><dd class="total" data-testid="total">${formatRupiah(tx.grossAmount)}</dd></div>
      </dl>
      ${items ? `<ul class="items" aria-label="Rincian pesanan">${items}\n      </ul>` : ''}
      <p class="expiry">Bayar sebelum ${jakartaTime(tx.expiresAt).slice(0, 16)} WIB</p>`;
}

function notice(tx: SimTransaction): string {
  if (tx.status === 'pending' && tx.vaNumber !== null) {
    return `<p class="notice notice--info" id="sim-status" role="status" aria-live="polite">Menunggu pembayaran ke Virtual Account BCA <strong class="mono">${tx.vaNumber}</strong>.</p>`;
  }
  if (tx.status === 'deny') {
    return `<p class="notice notice--error" id="sim-status" role="status" aria-live="polite">Pembayaran sebelumnya ditolak. Silakan coba lagi.</p>`;
  }
  return `<p class="notice" id="sim-status" role="status" aria-live="polite" hidden></p>`;
}

const BUTTONS = `
      <div class="actions" id="sim-actions">
        <button type="button" class="btn btn--primary" data-action="pay">Bayar</button>
        <button type="button" class="btn" data-action="pending">Pending</button>
        <button type="button" class="btn btn--danger" data-action="fail">Gagal</button>
        <button type="button" class="btn btn--ghost" data-action="close">Tutup</button>
      </div>`;

function body(view: PageView): string {
  const { tx, error } = view;
  if (error) {
    const finish =
      view.mode === 'redirect' && tx?.finishUrl ? `<a class="btn btn--primary" href="${escapeHtml(tx.finishUrl)}">Kembali ke toko</a>` : '';
    return `
      ${tx ? summary(tx) : ''}
      <div class="notice notice--error" id="sim-status" role="alert">
        <strong class="notice__title">${escapeHtml(error.title)}</strong>
        <span>${escapeHtml(error.text)}</span>
      </div>
      <div class="actions" id="sim-actions">${finish}</div>`;
  }
  return tx ? `${summary(tx)}\n      ${notice(tx)}${BUTTONS}` : '';
}

export function renderPayPage(view: PageView): string {
  const error = view.error ? JSON.stringify({ status_code: view.error.statusCode, status_message: [view.error.statusMessage] }) : '';
  const attrs = [
    `data-mode="${view.mode}"`,
    `data-action-url="${escapeHtml(view.actionUrl)}"`,
    view.parentOrigin ? `data-parent-origin="${escapeHtml(view.parentOrigin)}"` : '',
    error ? `data-error="${escapeHtml(error)}"` : '',
  ].filter(Boolean);
  return `<!doctype html>
<html lang="id">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <link rel="icon" href="data:,">
    <title>Gayaku Pembayaran (Simulator)</title>
    <link rel="stylesheet" href="${escapeHtml(view.assetBase)}/pay.css">
    <script src="${escapeHtml(view.assetBase)}/pay.js" defer></script>
  </head>
  <body>
    <main class="sheet" id="sim-pay" ${attrs.join(' ')}>
      <header class="sheet__head">
        <h1 class="sheet__title">Gayaku Pembayaran (Simulator)</h1>
        <p class="sheet__badge">Mode simulasi · tidak ada uang sungguhan</p>
      </header>${body(view)}
    </main>
  </body>
</html>
`;
}
