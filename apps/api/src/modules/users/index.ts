/** What other modules use of users. */
export { customerOf } from './users.service.ts';
