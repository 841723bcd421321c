export { MenuButton } from './MenuButton';
export type { MenuButtonItem, MenuButtonProps } from './MenuButton';
