export { StatusBadge, statusTone, statusTones } from './StatusBadge';
export type { StatusBadgeProps, StatusBadgeStatus } from './StatusBadge';
