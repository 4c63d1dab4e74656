/**
 * /dev/mail: the mails the shop kept instead of sending (development without SMTP_URL), newest
 * first, rendered on the server. A developer's tool, never part of the storefront: it carries reset
 * links, so production refuses it (404) whatever the configuration.
 */
import { desc, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { escapeHtml } from '../../lib/display.ts';
import type { RenderedMail } from './templates.ts';

const SHOWN = 50;

/** The plain text with its links made clickable (after escaping). */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

export async function devMailboxHtml(db: Db, smtpUrl: string | undefined): Promise<string> {
  const rows = await db
    .select({ id: mailOutbox.id, to: mailOutbox.toAddress, sentAt: mailOutbox.sentAt, kept: mailOutbox.kept })
    .from(mailOutbox)
    .where(isNotNull(mailOutbox.kept))
    .orderBy(desc(mailOutbox.id))
    .limit(SHOWN);
  const mails = rows
    .map(({ id, to, sentAt, kept }) => {
      const mail = kept as RenderedMail;
      return `<article data-mail-id="${id}">
<h2>${escapeHtml(mail.subject)}</h2>
<p>Kepada: <span data-testid="mail-to">${escapeHtml(to)}</span> · ${escapeHtml(sentAt?.toISOString() ?? '')}</p>
<pre style="white-space:pre-wrap;overflow-wrap:anywhere">${linkify(mail.text)}</pre>
</article>`;
    })
    .join('<hr>');
  const note = smtpUrl ? '<p>SMTP_URL diatur: email dikirim lewat SMTP dan tidak disimpan di sini.</p>' : '';
  const empty = rows.length === 0 ? '<p>Belum ada email.</p>' : '';
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Kotak surat pengembangan — Gayaku</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>
<body style="font-family:system-ui,sans-serif;max-width:760px;margin:0 auto;padding:16px">
<h1>Kotak surat pengembangan</h1><p>Email yang disimpan toko selama pengembangan (tanpa SMTP_URL).</p>${note}${empty}${mails}</body></html>`;
}
