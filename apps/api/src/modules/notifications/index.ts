/** What other modules use of notifications: writing to a shopper's inbox, and signalling it after commit. */
export { orderNotificationInsert, orderNotificationMessage } from './inbox.ts';
export { signalAfterCommit } from './inbox-signal.ts';
