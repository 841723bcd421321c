import { lazy, Suspense, type ReactNode } from 'react';
import { Bell, BellButton, UnreadBadge } from './TopBar.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface TopBarNotificationsProps extends DataAttributes {
  /** Number of unread notifications; 0 hides the badge. */
  unreadCount: number;
  /**
   * Accessible name of the button from the unread count; it must say the count, since the badge is hidden
   * from screen readers (e.g. `(n) => n ? \`Notifications, ${n} unread\` : 'Notifications'`).
   */
  label: (unreadCount: number) => string;
  /** Called when the button is pressed (e.g. to open a notifications page or drawer). Ignored with `popover`. */
  onPress?: () => void;
  /** A list of notifications shown in a popover anchored to the button. A function receives `close`. */
  popover?: ReactNode | ((close: () => void) => ReactNode);
  /** Heading and accessible name of the popover (e.g. "Notifications"); required with `popover`. */
  popoverTitle?: string;
  /** Called when the popover opens or closes (e.g. to mark notifications as seen). */
  onPopoverOpenChange?: (isOpen: boolean) => void;
  className?: string;
}

// The popover (react-aria's dialog, overlay and focus machinery) loads only with a bell that has one: a top bar
// whose bell runs an action, or that has no bell, does not carry it. Until it has loaded, the bell shows as it
// will (same name, badge and place), so nothing moves when the popover's trigger takes its place.
const Popover = lazy(async () => ({ default: (await import('../Popover')).Popover }));

/** Counts above this show as "99+" so the badge keeps its size. */
export const UNREAD_BADGE_CAP = 99;

/** The text of the unread badge: the count, or "99+" above the cap; empty for none. */
export function formatUnreadCount(count: number, cap = UNREAD_BADGE_CAP): string {
  if (count <= 0) return '';
  return count > cap ? `${cap}+` : String(Math.floor(count));
}

const bellGlyph = (
  <svg viewBox="0 0 20 20" fill="none" aria-hidden="true">
    <path
      d="M10 3a4.5 4.5 0 0 0-4.5 4.5v2.8L4 13h12l-1.5-2.7V7.5A4.5 4.5 0 0 0 10 3Z"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinejoin="round"
    />
    <path d="M8.2 15.5a1.9 1.9 0 0 0 3.6 0" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
  </svg>
);

/** The bell button of the top bar, with an unread badge and either an action or a popover list. */
export function TopBarNotifications({
  unreadCount,
  label,
  onPress,
  popover,
  popoverTitle,
  onPopoverOpenChange,
  className,
  ...rest
}: TopBarNotificationsProps) {
  const badge = formatUnreadCount(unreadCount);
  // The badge sits beside the button, not in it: the button's name says the exact count, and text inside it
  // that the name lacks (e.g. "99+" for 150) would break "the name contains the visible text".
  const button = (
    <Bell {...dataAttributes(rest)} className={className} data-state={badge ? 'unread' : 'read'}>
      <BellButton
        aria-label={label(Math.max(0, unreadCount))}
        onPress={popover === undefined ? onPress : undefined}
      >
        {bellGlyph}
      </BellButton>
      {badge ? <UnreadBadge aria-hidden="true">{badge}</UnreadBadge> : null}
    </Bell>
  );
  if (popover === undefined) return button;
  return (
    <Suspense fallback={button}>
      <Popover
        trigger={button}
        title={popoverTitle ?? label(unreadCount)}
        placement="bottom end"
        size="large"
        onOpenChange={onPopoverOpenChange}
      >
        {popover}
      </Popover>
    </Suspense>
  );
}
