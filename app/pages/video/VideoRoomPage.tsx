import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { NoticeBox, Spinner, VideoFrame } from '../../../ui';
import { MENSAJE_SALA_FINALIZADA } from '../../domain/registration';
import { ROOM_TIME_PASSED, roomOpenUntilSentence } from '../../domain/videoWindow';
import { KeepTimes } from '../../platform/KeepTimes';
import { textos } from './copy';
import { DeviceCheck } from './DeviceCheck';
import { HomeLink } from './HomeLink';
import { MedicalPhone } from './MedicalPhone';
import { RoomDocumentForm } from './RoomDocumentForm';
import { RoomNotOpenYet } from './RoomNotOpenYet';
import { documentFromPath, roomIdFromQuery } from './roomAddress';
import { useVideoRoom, type RoomStep } from './useVideoRoom';
import * as styles from './VideoRoomPage.css';
import { usePageTitle } from '../../platform/pageTitle';

function Loader({ label }: { label: string }) {
  return (
    <div className={styles.loader}>
      <Spinner label={label} showLabel />
    </div>
  );
}

function Problem({ title, message, phone = true }: { title: string; message: string; phone?: boolean }) {
  return (
    <div className={styles.narrow}>
      <NoticeBox tone="error" title={title}>
        {message}
      </NoticeBox>
      {phone ? <MedicalPhone /> : null}
      <div className={styles.actions}>
        <HomeLink />
      </div>
    </div>
  );
}

function RoomContent({ room }: { room: ReturnType<typeof useVideoRoom> }) {
  const state: RoomStep = room.state;
  switch (state.step) {
    case 'sinSala':
      return <Problem title={textos.sinSalaTitulo} message={textos.sinSala} />;
    case 'documento':
      return (
        <RoomDocumentForm serverMessage={state.mensaje} onSubmit={room.submitDocument} initial={room.lastDocument} />
      );
    case 'validando':
      return <Loader label={textos.validando} />;
    case 'rechazado':
      return <Problem title={textos.documentoRechazado} message={state.mensaje} />;
    case 'antes':
      return <RoomNotOpenYet cita={state.cita} />;
    case 'pasada':
      return <Problem title={textos.pasadaTitulo} message={`${ROOM_TIME_PASSED} ${textos.pasada}`} />;
    case 'dispositivos':
      return <DeviceCheck estado={state.estado} onAsk={room.askDevices} />;
    case 'conectando':
      return <Loader label={textos.conectando} />;
    case 'noExiste':
      return <Problem title={textos.salaNoDisponibleTitulo} message={MENSAJE_SALA_FINALIZADA} />;
    case 'error':
      return <Problem title={textos.errorTitulo} message={state.mensaje} />;
    case 'sala':
      return (
        <VideoFrame
          src={state.urlSala}
          title={textos.marcoTitulo}
          ended={state.terminada}
          onEnd={room.finish}
          {...(state.salidaTemprana
            ? {
                endedMessage: (
                  <>
                    {textos.salidaTemprana} <KeepTimes text={roomOpenUntilSentence(state.salidaTemprana)} />
                  </>
                ),
              }
            : {})}
          renderHomeLink={({ className, children }) => (
            <a className={className} href="/">
              {children}
            </a>
          )}
        />
      );
  }
}

/** The video consultation: document, device check, then the provider's room and "Finalizar". No login needed. */
export default function VideoRoomPage() {
  usePageTitle('Videoconsulta');
  const { str } = useParams();
  const [search] = useSearchParams();
  const room = useVideoRoom(roomIdFromQuery(search), documentFromPath(str));
  const content = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);

  // The control that was pressed is gone with its step: focus the new step's heading or message.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    // A step that brought its own answer into focus (a refused document) keeps it.
    if (content.current?.contains(document.activeElement)) return;
    // The room itself has none of these: its frame takes the focus, announced by its title.
    const target =
      content.current?.querySelector<HTMLElement>('h2, [role="alert"], [role="status"]') ??
      content.current?.querySelector<HTMLElement>('iframe');
    if (!target) return;
    if (target.tagName !== 'IFRAME') target.tabIndex = -1;
    target.focus({ preventScroll: false });
  }, [room.state.step]);

  return (
    // Named by its heading: the provider's room page inside the frame has a main landmark of its own.
    <main id="contenido" className={styles.page} aria-labelledby="sala-titulo">
      <h1 id="sala-titulo" className={styles.heading}>
        {textos.titulo}
      </h1>
      {room.state.step === 'sala' && room.state.terminada ? null : <p className={styles.lead}>{textos.intro}</p>}
      <div ref={content}>
        <RoomContent room={room} />
      </div>
    </main>
  );
}
