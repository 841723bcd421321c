export { SegmentedControl } from './SegmentedControl';
export type { SegmentedControlItem, SegmentedControlProps } from './SegmentedControl';
