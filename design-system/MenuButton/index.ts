export { MenuButton } from './MenuButton';
export type { MenuButtonItem, MenuButtonProps, MenuButtonSection } from './MenuButton';
