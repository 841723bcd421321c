export { RadioGroup } from './RadioGroup';
export type { RadioGroupItem, RadioGroupOrientation, RadioGroupProps } from './RadioGroup';
