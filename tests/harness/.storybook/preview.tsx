export { default } from '../../../.storybook/preview';
