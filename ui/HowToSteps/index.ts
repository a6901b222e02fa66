export { HowToSteps } from './HowToSteps';
export type { HowToStep, HowToStepsProps } from './HowToSteps';
