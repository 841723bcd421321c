export { TopBar } from './TopBar';
export type { TopBarProps } from './TopBar';
export { formatUnreadCount, TopBarNotifications, UNREAD_BADGE_CAP } from './TopBarNotifications';
export type { TopBarNotificationsProps } from './TopBarNotifications';
