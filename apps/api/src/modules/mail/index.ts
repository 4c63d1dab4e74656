/** What other modules use of mail: writing a mail in the transaction of its event. */
export { isOrderMailKind, orderMailInsert, queuePasswordResetMail } from './outbox.ts';
export type { MailPreparer, OutboxRow } from './outbox-worker.ts';
export { passwordResetMail, type MailContext } from './templates.ts';
