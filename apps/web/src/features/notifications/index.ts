/** What other parts of the app may use of the notifications: the header's bell. */
export { NotificationBell } from './components/notification-bell.tsx';
