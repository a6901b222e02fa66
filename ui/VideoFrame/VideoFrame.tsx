import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { button } from '../Button/Button.css';
import { Modal } from '../Modal';
import { bar, ended as endedClass, endedText, frame, root } from './VideoFrame.css';

/** Props the home link receives; spread them on your router's link or an `<a>`. */
export interface VideoHomeLinkProps {
  className: string;
  children: ReactNode;
}

export interface VideoFrameProps {
  /** Address of the video room. */
  src: string;
  /** Accessible name of the embedded frame. */
  title?: string;
  /** Ended state (controlled). Without it the component tracks it after "Finalizar". */
  ended?: boolean;
  /** Called when the user presses "Finalizar". */
  onEnd?: () => void;
  /** Text of the end button. */
  endLabel?: string;
  /** Shown once the session has ended. */
  endedMessage?: ReactNode;
  /** Text of the home link. */
  homeLabel?: string;
  /** Renders the home link with your router: `(props) => <Link to="/" {...props} />`. */
  renderHomeLink?: (props: VideoHomeLinkProps) => ReactNode;
  /** Used for a plain `<a>` when no `renderHomeLink` is given. */
  homeHref?: string;
  /** Ask before ending: ending is for good, the room cannot be rejoined. On by default. */
  confirmEnd?: boolean;
  /** Title of the question asked before ending. */
  confirmTitle?: string;
  /** Text of the question asked before ending. */
  confirmText?: ReactNode;
  /** The button that ends the consultation in the question. */
  confirmLabel?: string;
  /** The button that keeps the consultation going. */
  keepLabel?: string;
}

/** The embedded video consultation (600 px high, camera and microphone allowed) with its red "Finalizar" and ended state. */
export function VideoFrame({
  src,
  title = 'Videoconsulta',
  ended,
  onEnd,
  endLabel = 'Finalizar',
  endedMessage = 'Has terminado tu sesión, recuerda que puedes volver a agendar tu asistencia en cualquier momento.',
  homeLabel = 'Ir a Inicio',
  renderHomeLink,
  homeHref = '/',
  confirmEnd = true,
  confirmTitle = '¿Finalizar la videoconsulta?',
  confirmText = 'Si la finalizas, se cierra la sala y no podrás volver a entrar. Si el especialista aún no termina, elige «Seguir en la consulta».',
  confirmLabel = 'Sí, finalizar',
  keepLabel = 'Seguir en la consulta',
}: VideoFrameProps) {
  const [ownEnded, setOwnEnded] = useState(false);
  const [asking, setAsking] = useState(false);
  const isEnded = ended ?? ownEnded;
  const endedRef = useRef<HTMLDivElement>(null);
  const endedByUser = useRef(false);

  // The button that had focus is gone: move focus to the message so it is read and the next step is near.
  useEffect(() => {
    if (isEnded && endedByUser.current) endedRef.current?.focus();
  }, [isEnded]);

  if (isEnded) {
    const linkProps = { className: button({ variant: 'primary', size: 'md' }), children: homeLabel };
    return (
      <div className={root} data-state="ended">
        <div ref={endedRef} className={endedClass} tabIndex={-1} role="status">
          <p className={endedText}>{endedMessage}</p>
          {renderHomeLink ? renderHomeLink(linkProps) : <a href={homeHref} {...linkProps} />}
        </div>
      </div>
    );
  }

  return (
    <div className={root} data-state="live">
      <iframe className={frame} src={src} title={title} allow="camera; microphone" />
      <div className={bar}>
        <Button variant="danger" size="lg" onClick={() => (confirmEnd ? setAsking(true) : end())}>
          {endLabel}
        </Button>
      </div>
      {confirmEnd ? (
        <Modal
          open={asking}
          onOpenChange={setAsking}
          title={confirmTitle}
          description={confirmText}
          footer={
            <>
              <Modal.Close asChild>
                <Button variant="secondary">{keepLabel}</Button>
              </Modal.Close>
              <Button variant="danger" onClick={end}>
                {confirmLabel}
              </Button>
            </>
          }
        />
      ) : null}
    </div>
  );

  function end() {
    endedByUser.current = true;
    setAsking(false);
    setOwnEnded(true);
    onEnd?.();
  }
}
