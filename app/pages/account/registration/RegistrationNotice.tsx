import { NoticeBox } from '../../../../ui';
import { RevealedNotice } from '../../../platform/RevealedNotice';
import { ExistingUserNotice } from './ExistingUserNotice';

/** What answers a step: an error, the activation's success, or the yellow notice of an existing account. */
export type RegistrationAnswer = { tone: 'error' | 'success'; text: string } | { tone: 'existing' };

/**
 * The answer, brought into view and announced. Its own chunk: nothing answers before the customer sends
 * something, so the page's first scripts do without it (the flow loads it as a step is sent).
 */
export default function RegistrationNotice({ notice }: { notice: RegistrationAnswer }) {
  return (
    <RevealedNotice notice={notice}>
      {notice.tone === 'existing' ? (
        <ExistingUserNotice />
      ) : (
        <NoticeBox tone={notice.tone} announce={notice.tone === 'error' ? 'assertive' : 'polite'}>
          {notice.text}
        </NoticeBox>
      )}
    </RevealedNotice>
  );
}
