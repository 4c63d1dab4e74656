/** What other features may use of the users: the shopper's profile. */
export { profileQuery } from './api/queries.ts';
export { RecipientFields } from './components/recipient-fields.tsx';
