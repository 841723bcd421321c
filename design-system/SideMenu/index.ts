export { SideMenu, findActiveItem } from './SideMenu';
export type { SideMenuItem, SideMenuProps } from './SideMenu';
