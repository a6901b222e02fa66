export { Illustration } from './Illustration';
export type { IllustrationProps } from './Illustration';
