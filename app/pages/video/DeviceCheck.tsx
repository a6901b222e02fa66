import { Button, NoticeBox, Spinner } from '../../../ui';
import type { RoomStep } from './useVideoRoom';
import { textos } from './copy';
import { MedicalPhone } from './MedicalPhone';
import * as styles from './VideoRoomPage.css';

type Estado = Extract<RoomStep, { step: 'dispositivos' }>['estado'];

export interface DeviceCheckProps {
  estado: Estado;
  /** Asks the browser for camera and microphone (the customer's gesture). */
  onAsk: () => void;
}

function PermissionHelp() {
  return (
    <>
      <h3 className={styles.sectionTitle}>{textos.ayudaChrome}</h3>
      <ol className={styles.steps}>
        {textos.ayudaChromePasos.map((paso) => (
          <li key={paso}>{paso}</li>
        ))}
      </ol>
      <h3 className={styles.sectionTitle}>{textos.ayudaAndroid}</h3>
      <ol className={styles.steps}>
        {textos.ayudaAndroidPasos.map((paso) => (
          <li key={paso}>{paso}</li>
        ))}
      </ol>
    </>
  );
}

const problems = {
  denied: { title: textos.denegadoTitulo, body: textos.denegado },
  missing: { title: textos.sinDispositivosTitulo, body: textos.sinDispositivos },
  busy: { title: textos.ocupadosTitulo, body: textos.ocupados },
  unsupported: { title: textos.noSoportadoTitulo, body: textos.noSoportado },
} as const;

/** Camera and microphone before joining: ask, explain a refusal, offer the phone line. */
export function DeviceCheck({ estado, onAsk }: DeviceCheckProps) {
  if (estado === 'revisando') {
    return (
      <div className={styles.loader}>
        <Spinner label={textos.revisando} showLabel />
      </div>
    );
  }

  if (estado === 'pendiente') {
    return (
      <section className={styles.narrow} aria-labelledby="sala-dispositivos-titulo">
        <h2 id="sala-dispositivos-titulo" className={styles.sectionTitle}>
          {textos.dispositivosTitulo}
        </h2>
        <p className={styles.text}>{textos.dispositivosTexto}</p>
        <div className={styles.actions}>
          <Button onClick={onAsk}>{textos.permitir}</Button>
        </div>
        <MedicalPhone />
      </section>
    );
  }

  const problem = problems[estado];
  return (
    <section className={styles.narrow} aria-labelledby="sala-dispositivos-titulo">
      <h2 id="sala-dispositivos-titulo" className={styles.sectionTitle}>
        {textos.dispositivosTitulo}
      </h2>
      <NoticeBox tone="warning" title={problem.title} announce="assertive">
        {problem.body}
      </NoticeBox>
      {estado === 'denied' ? <PermissionHelp /> : null}
      {estado !== 'unsupported' ? (
        <div className={styles.actions}>
          <Button onClick={onAsk}>{textos.reintentar}</Button>
        </div>
      ) : null}
      <MedicalPhone />
    </section>
  );
}
