export { SurveyFaces, surveyValues } from './SurveyFaces';
export type { SurveyFacesProps, SurveyValue } from './SurveyFaces';
