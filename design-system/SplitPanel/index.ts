export { SPLIT_PANEL_KEYBOARD_STEP, SPLIT_PANEL_SIZES, SplitPanel } from './SplitPanel';
export type { SplitPanelPosition, SplitPanelProps, SplitPanelStrings } from './SplitPanel';
