/**
 * The mail module: the outbox worker of this instance (`app.mailOutbox`, null when mails must wait:
 * production without SMTP_URL) and /dev/mail. The periodic run is started with the other jobs
 * (jobs/scheduler.ts). Kinds whose mail is made when sent (the password reset) come in as
 * `preparers` from modules/index.ts, so this module imports none of theirs.
 */
import { MESSAGES } from '@gayaku/contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { devMailboxHtml } from './dev-mailbox.ts';
import { OutboxWorker, type MailPreparer } from './outbox-worker.ts';
import { transportFor } from './transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: OutboxWorker | null;
  }
}

interface MailModuleOptions {
  preparers: Record<string, MailPreparer>;
}

const mailModule: FastifyPluginAsync<MailModuleOptions> = async (app, { preparers }) => {
  const { config } = app;
  const transport = transportFor(config);
  // Read when a mail is made, so a PUBLIC_URL known only once the app listens (tests) is the one used.
  const context = {
    get publicUrl() {
      return config.publicUrl;
    },
    get paymentExpiryMinutes() {
      return config.paymentExpiryMinutes;
    },
  };
  app.decorate('mailOutbox', transport ? new OutboxWorker({ db: app.db, transport, context, preparers, log: app.log }) : null);
  app.addHook('onClose', async () => transport?.close());

  app.get('/dev/mail', async (_request, reply) => {
    if (config.env === 'production') return reply.code(404).send({ message: MESSAGES.routeNotFound, code: 'NOT_FOUND' });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(await devMailboxHtml(app.db, config.smtpUrl));
  });
};

export default fp(mailModule, { name: 'mail' });
