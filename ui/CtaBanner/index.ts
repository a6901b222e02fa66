export { CtaBanner } from './CtaBanner';
export type { CtaActionProps, CtaBannerProps } from './CtaBanner';
