/** The survey popup on /ecosistema/* while the survey alert state is "alert". */
export function SurveyHost() {
  return null;
}
