import { NoticeBox } from '../../../../ui';
import { RevealedNotice } from '../../../platform/RevealedNotice';
import { ExistingUserNotice } from './ExistingUserNotice';

/** What answers a step: an error, the activation's success, or the yellow notice of an existing account. */
export type RegistrationAnswer = ({ tone: 'error' | 'success'; text: string } | { tone: 'existing' }) & {
  /** Said by the document check that runs as the person leaves the field, not by a submit. */
  background?: boolean;
};

/**
 * The answer, announced; an answer to a submit is also brought into view and focused. Its own chunk: nothing answers
 * before the customer sends something, so the page's first scripts do without it (the flow loads it as a step is
 * sent).
 */
export default function RegistrationNotice({ notice }: { notice: RegistrationAnswer }) {
  const box =
    notice.tone === 'existing' ? (
      <ExistingUserNotice />
    ) : (
      <NoticeBox tone={notice.tone} announce={notice.tone === 'error' ? 'assertive' : 'polite'}>
        {notice.text}
      </NoticeBox>
    );
  // The document check answers while the person is already typing in the next field: taking the focus there would
  // send the rest of what they type nowhere. Its message is only announced, a live region where it stands.
  if (notice.background) return box;
  return <RevealedNotice notice={notice}>{box}</RevealedNotice>;
}
