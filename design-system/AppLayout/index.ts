export { AppLayout, AppLayoutMenuToggleContext } from './AppLayout';
export type { AppLayoutProps, AppLayoutStrings, AppLayoutVariant } from './AppLayout';
