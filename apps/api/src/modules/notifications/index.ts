/** What other modules use of notifications: writing to a shopper's inbox. */
export { orderNotificationInsert, orderNotificationMessage } from './inbox.ts';
