export { ConsentBanner } from './ConsentBanner';
export type { ConsentBannerProps } from './ConsentBanner';
