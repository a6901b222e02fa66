import { Button, NoticeBox } from '../../../../ui';
import { actions, section } from '../ecosystem.css';

/**
 * What a page needed could not be loaded (the list of appointments, the free slots…): says why, often a lost
 * connection, and tries again without reloading the page and losing what the customer had filled in elsewhere on it.
 */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={section}>
      <NoticeBox tone="error">{message}</NoticeBox>
      <div className={actions}>
        <Button variant="secondary" onClick={onRetry}>
          Volver a intentar
        </Button>
      </div>
    </div>
  );
}
