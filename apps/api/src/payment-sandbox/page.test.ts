import vm from 'node:vm';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCsp } from './index.ts';
import { buildSim, CLIENT_KEY, createTx, press, PREFIX, PUBLIC_URL, simPost } from './test-helpers.ts';

const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; frame-ancestors 'self'";
let app: FastifyInstance;

beforeAll(async () => {
  // The shop registers helmet at the root: the simulator's page headers must still win.
  app = await buildSim({ finishUrl: () => 'http://127.0.0.1:3000/selesai' }, async (root) => {
    await root.register(helmet, { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } } });
  });
});
afterAll(async () => app.close());

const page = (token: string, query = '') => app.inject({ url: `${PREFIX}/snap/v1/sim/pay/${token}${query}` });

describe('payment page', () => {
  it('renders the Indonesian sheet with the four buttons, amount and items', async () => {
    const { token } = await createTx(app, 'PAGE-1');
    const res = await page(token, `?client_key=${CLIENT_KEY}&origin=${encodeURIComponent('http://127.0.0.1:3000')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<html lang="id">');
    expect(res.body).toContain('<title>Gayaku Pembayaran (Simulator)</title>');
    expect(res.body).toContain('>Gayaku Pembayaran (Simulator)</h1>');
    expect(res.body).toContain('>PAGE-1<');
    expect(res.body).toContain('>Rp 150.000<');
    expect(res.body).toContain('Kemeja Linen');
    expect(res.body).toContain('1 × Rp 125.000');
    const labels = [...res.body.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);
    expect(labels).toEqual(['Bayar', 'Pending', 'Gagal', 'Tutup']);
    expect(res.body).toContain('name="viewport"');
    expect(res.body).toContain('data-parent-origin="http://127.0.0.1:3000"');
  });

  it('has no inline script or style and loads its own assets', async () => {
    const { token } = await createTx(app, 'PAGE-2');
    const { body } = await page(token);
    expect(body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(body).not.toMatch(/\sstyle=|<style|\son[a-z]+=/i);
    expect(body).toContain(`<script src="${PREFIX}/snap/v1/sim/assets/pay.js" defer></script>`);
    expect(body).toContain(`href="${PREFIX}/snap/v1/sim/assets/pay.css"`);
  });

  it('sets its own CSP over the shop helmet and drops X-Frame-Options', async () => {
    const { token } = await createTx(app, 'PAGE-3');
    const res = await page(token);
    expect(res.headers['content-security-policy']).toBe(CSP);
    expect(pageCsp("'self'")).toBe(CSP);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    // other responses keep the shop's headers
    const js = await app.inject({ url: `${PREFIX}/snap/snap.js` });
    expect(js.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves redirect mode at /snap/v2/vtweb/:token', async () => {
    const { token, redirect_url } = await createTx(app, 'PAGE-4');
    expect(redirect_url.startsWith(PUBLIC_URL)).toBe(true);
    const res = await app.inject({ url: `${PREFIX}/snap/v2/vtweb/${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-mode="redirect"');
    expect(res.body).toContain(`data-action-url="${PREFIX}/snap/v1/sim/pay/${token}/action"`);
    expect(res.headers['content-security-policy']).toBe(CSP);
  });

  it('shows unknown, wrong-key, expired and paid tokens with an error to post', async () => {
    const unknown = await page('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Transaksi tidak ditemukan');
    expect(unknown.body).toContain(
      'data-error="{&quot;status_code&quot;:&quot;404&quot;,&quot;status_message&quot;:[&quot;transaction not found&quot;]}"',
    );

    const { token } = await createTx(app, 'PAGE-5');
    expect((await page(token, '?client_key=SB-Mid-client-wrong')).body).toContain('&quot;401&quot;');

    await press(app, token, 'pay');
    const paid = await page(token);
    expect(paid.body).toContain('Transaksi sudah dibayar');
    expect(paid.body).toContain(
      '&quot;status_code&quot;:&quot;406&quot;,&quot;status_message&quot;:[&quot;transaction has been processed&quot;]',
    );
    expect(paid.body).not.toContain('>Bayar</button>');

    const other = await createTx(app, 'PAGE-6');
    await simPost(app, '/transactions/PAGE-6/expire-page');
    const expired = await app.inject({ url: `${PREFIX}/snap/v2/vtweb/${other.token}` });
    expect(expired.body).toContain('Waktu pembayaran habis');
    expect(expired.body).toContain('&quot;407&quot;');
    expect(expired.body).toContain('Kembali ke toko');
  });

  it('escapes item names', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${PREFIX}/snap/v1/transactions`,
      headers: { authorization: `Basic ${Buffer.from('SB-Mid-server-SIMULATOR-ONLY:').toString('base64')}` },
      payload: {
        transaction_details: { order_id: 'XSS-1', gross_amount: 1000 },
        item_details: [{ name: '<img src=x onerror=alert(1)>', price: 1000, quantity: 1 }],
      },
    });
    const { body } = await page(res.json().token);
    expect(body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(body).not.toContain('<img');
  });
});

describe('scripts', () => {
  it('serves snap.js as JavaScript defining window.snap', async () => {
    const res = await app.inject({ url: `${PREFIX}/snap/snap.js` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.body).toContain('window.snap = {');
    for (const name of ['pay:', 'embed:', 'show:', 'hide:', 'document.currentScript', 'e.origin !== simOrigin', "'midtrans-sim'"]) {
      expect(res.body).toContain(name);
    }
    expect(res.body).toContain('snap.pay is not allowed to be called in this state');
    expect(res.body).toContain(JSON.stringify(`${PUBLIC_URL}/snap/snap.js`));
    expect(() => new vm.Script(res.body)).not.toThrow();
  });

  it('serves the page script and stylesheet', async () => {
    const js = await app.inject({ url: `${PREFIX}/snap/v1/sim/assets/pay.js` });
    expect(js.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(js.body).toContain("source: 'midtrans-sim'");
    expect(js.body).toContain("'Coba lagi'");
    expect(() => new vm.Script(js.body)).not.toThrow();
    const css = await app.inject({ url: `${PREFIX}/snap/v1/sim/assets/pay.css` });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('max-width:420px');
  });
});
