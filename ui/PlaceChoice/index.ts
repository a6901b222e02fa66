export { PlaceChoice } from './PlaceChoice';
export type { PlaceChoiceProps, PlaceOption } from './PlaceChoice';
