export { Drawer } from './Drawer';
export type { DrawerProps, DrawerSize } from './Drawer';
