import { Button } from '../../../../ui';
import type { MetodoEnvio } from '../../../api/contract';
import * as styles from '../AccountLayout.css';
import { useFocusWhenLost } from '../../../platform/focusWhenLost';

export interface MethodStepProps {
  metodos: readonly { metodo: MetodoEnvio; destino: string }[];
  busy: boolean;
  onChoose: (metodo: MetodoEnvio) => void;
}

const labels: Record<MetodoEnvio, string> = { correo: 'Enviar al correo', sms: 'Enviar por SMS al' };

/** Second step: where the 6-digit code goes (masked e-mail or phone). */
export function MethodStep({ metodos, busy, onChoose }: MethodStepProps) {
  const stepRef = useFocusWhenLost<HTMLDivElement>();
  return (
    <div ref={stepRef} className={styles.form} role="group" aria-label="Dónde recibir tu código">
      <p className={styles.intro}>Elige dónde quieres recibir tu código de 6 dígitos.</p>
      <div className={styles.actions}>
        {metodos.map(({ metodo, destino }) => (
          <Button key={metodo} variant="secondary" fullWidth disabled={busy} onClick={() => onChoose(metodo)}>
            {labels[metodo]} {destino}
          </Button>
        ))}
      </div>
    </div>
  );
}
