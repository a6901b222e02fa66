export { FadingBanner } from './FadingBanner';
export type { FadingBannerProps } from './FadingBanner';
