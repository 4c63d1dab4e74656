/** What other features use of auth: the profile's account safety section. */
export { AccountSafety } from './components/account-safety.tsx';
