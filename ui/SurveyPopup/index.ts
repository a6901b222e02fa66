export { SurveyPopup } from './SurveyPopup';
export type { SurveyPopupProps, SurveyPopupStatus } from './SurveyPopup';
