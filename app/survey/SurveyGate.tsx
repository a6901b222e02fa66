import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { consentBannerVisible, subscribeConsent } from '../platform/consent';
import { useFieldsOnPage } from './fieldsOnPage';
import SurveyPanel, { type SurveyPanelProps } from './SurveyPanel';
import { recordSurveyShown, surveyDue } from './surveySchedule';

/** Whether this customer may be asked in this session, decided once when the alert is raised. */
export interface SurveyPermit {
  user: string;
  due: boolean;
  /** The showing has been noted (surveySchedule.ts). */
  recorded: boolean;
}

export interface SurveyGateProps extends SurveyPanelProps {
  user: string;
  permit: SurveyPermit | null;
  onPermit: (permit: SurveyPermit) => void;
}

/**
 * Shows the survey at most once a week per customer (surveySchedule.ts), and never over a page with fields to fill
 * in (fieldsOnPage.ts): there it steps aside until a page without them. Nor over the cookie notice, which needs an
 * answer first. The week counts from when it is first seen.
 */
export default function SurveyGate({ user, permit, onPermit, code, onCode }: SurveyGateProps) {
  const { pathname } = useLocation();
  const decided = permit !== null && permit.user === user;
  useEffect(() => {
    if (!decided) onPermit({ user, due: surveyDue(user), recorded: false });
  }, [decided, user, onPermit]);
  const busyWithForm = useFieldsOnPage(pathname);
  const cookieNoticeOpen = useSyncExternalStore(subscribeConsent, consentBannerVisible, () => false);
  const visible = decided && permit.due && !busyWithForm && !cookieNoticeOpen;
  useEffect(() => {
    if (!visible || permit.recorded) return;
    recordSurveyShown(user);
    onPermit({ ...permit, recorded: true });
  }, [visible, permit, user, onPermit]);
  return visible ? <SurveyPanel code={code} onCode={onCode} /> : null;
}
