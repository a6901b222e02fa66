import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { MessageModal, SurveyPopup, type SurveyValue } from '../../ui';
import { keepFocusClearOf } from '../platform/clearOfBottom';
import { useSession } from '../session/SessionContext';
import { mensajesEncuesta } from './messages';

type Sending = 'idle' | 'sending' | 'failed';

/** Asks, sends `{ valor, ruta }`, thanks with the returned code, or apologises. */
export interface SurveyPanelProps {
  /** The code of the saved answer (`cod`), once there is one. */
  code: number | null;
  onCode: (code: number) => void;
}

export default function SurveyPanel({ code, onCode }: SurveyPanelProps) {
  const { api, surveyAlert, setSurveyAlert, refreshProfile } = useSession();
  const { pathname } = useLocation();
  const [sending, setSending] = useState<Sending>('idle');
  // The popup floats over the bottom of the page: while it shows, the page scrolls focused elements above it
  // (WCAG 2.4.11), as it does for the cookie notice. Hidden behind the failure dialog, it covers nothing.
  const shown = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const popup = shown.current?.firstElementChild;
    return popup instanceof HTMLElement ? keepFocusClearOf(popup) : undefined;
  }, []);

  const submit = async (valor: SurveyValue) => {
    setSending('sending');
    try {
      const result = await api.call('guardarEncuesta', { body: { valor, ruta: pathname } });
      // A 401 already opens the expired-session dialog; a second dialog would only get in its way.
      if (result.status === 401) return setSending('idle');
      if (result.status !== 200 || !result.data) return setSending('failed');
      onCode(result.data.cod);
      setSending('idle');
      setSurveyAlert('modal');
      // The stored profile learns the survey is answered (best effort).
      void refreshProfile().catch(() => {});
    } catch {
      setSending('failed');
    }
  };

  const status = surveyAlert === 'modal' && code !== null ? 'thanks' : sending === 'sending' ? 'sending' : 'asking';

  return (
    <>
      {/* Out of the way while the failure dialog speaks (the popup sits above dialogs); back, with the face chosen,
          once it is closed. */}
      <div ref={shown} hidden={sending === 'failed'}>
        <SurveyPopup
          open
          status={status}
          code={code ?? undefined}
          onSubmit={(valor) => void submit(valor)}
          onClose={() => setSurveyAlert('none')}
        />
      </div>
      <MessageModal
        open={sending === 'failed'}
        onOpenChange={(open) => {
          if (!open) setSending('idle');
        }}
        tone="error"
        title={mensajesEncuesta.errorTitulo}
        description={mensajesEncuesta.errorTexto}
        buttonLabel={mensajesEncuesta.errorBoton}
      />
    </>
  );
}
