/** What the routes of both sides use of the notifications feature (the bell sits in the shared top bar). */
export { NotificationsPage } from './components/notifications-page';
export { notificationListQuery } from './api/notifications-api';
export { NOTIFICATIONS_SEARCH_DEFAULTS, readNotificationsSearch } from './lib/notifications-search';
export { notificationLinkFor } from './lib/notification-link';
