export { Stepper } from './Stepper';
export type { StepState, StepperOrientation, StepperProps, StepperStep, StepperStrings } from './Stepper';
export { Wizard } from './Wizard';
export type {
  WizardNavigateDetail,
  WizardNavigationReason,
  WizardProps,
  WizardStep,
  WizardStrings,
} from './Wizard';
