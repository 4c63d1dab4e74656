/** What other modules use of mail: writing a mail in the transaction of its event, and the reset mail's text. */
export { isOrderMailKind, orderMailInsert, queuePasswordResetMail } from './outbox.ts';
export type { MailPreparer } from './outbox-worker.ts';
export { passwordResetMail } from './templates.ts';
