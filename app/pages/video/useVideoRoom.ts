import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiClientError, mensajesCliente } from '../../api/client';
import type { ObtenerSalaRequest } from '../../api/contract';
import { mensajes } from '../../api/schemas/errors';
import { config } from '../../config';
import type { DocumentTypeCode } from '../../../ui';
import { salaErrorMessage, MENSAJE_SALA_FINALIZADA } from '../../domain/registration';
import { ROOM_TIME_PASSED, hasStarted, type AppointmentTime } from '../../domain/videoWindow';
import { useSession } from '../../session/SessionContext';
import { knownPermission, requestDevices, type DeviceStatus } from './deviceAccess';
import { isRoomId } from './roomAddress';
import { recheckDelay } from './roomRecheck';

/** Where the customer stands on the way into the consultation. */
export type RoomStep =
  | { step: 'sinSala' }
  | { step: 'documento'; mensaje: string | null }
  | { step: 'validando' }
  | { step: 'rechazado'; mensaje: string }
  /** The right document, before the room's window: when it opens. */
  | { step: 'antes'; cita: AppointmentTime }
  /** The right document, after the room's window. */
  | { step: 'pasada' }
  | { step: 'dispositivos'; estado: 'revisando' | 'pendiente' | Exclude<DeviceStatus, 'granted'> }
  | { step: 'conectando' }
  /** `salidaTemprana`: ended before the consultation's hour, which leaves the appointment programada. */
  | { step: 'sala'; urlSala: string; terminada: boolean; salidaTemprana: AppointmentTime | null }
  | { step: 'noExiste' }
  | { step: 'error'; mensaje: string };

const messageOf = (error: unknown) => (error instanceof ApiClientError ? error.message : mensajesCliente.network);

/** validarDocumento's codes for the right document outside the room's window (the server's roomWindow.ts). */
const NOT_OPEN_YET = 2;
const TIME_OVER = 3;
/** Finalizar's answers: 0 ended, 2 not ended because the consultation's hour has not come. */
const ENDED = 0;
const NOT_STARTED = 2;

/**
 * The room's flow: document validation (codigo 1), device check, room lookup, then the frame
 * until "Finalizar". Each run carries a number so an answer from an older run (a retried
 * document, React's double effect in development) never overwrites a newer state.
 */
export function useVideoRoom(idSala: string | null, documentoDeRuta: string | null) {
  const { api, status, profile } = useSession();
  // The signed-in customer's own document, read when their room is proved theirs (not a dependency: no restart).
  const ownDocument = useRef<string | null>(null);
  ownDocument.current = profile?.identificacion ?? null;
  const [state, setState] = useState<RoomStep>(() =>
    idSala === null
      ? { step: 'sinSala' }
      : documentoDeRuta === null && status !== 'authenticated'
        ? { step: 'documento', mensaje: null }
        : { step: 'validando' },
  );
  const run = useRef(0);
  /** The document the room accepted: ending the room needs it (or the owner's session). */
  const validated = useRef<string | null>(null);
  /** The appointment's day and hour, as the document check gave them. */
  const appointment = useRef<AppointmentTime | null>(null);

  const joinRoom = useCallback(
    async (id: string, mine: number) => {
      setState({ step: 'conectando' });
      const result = await api.obtenerSala({
        idSala: id,
        // The contract fixes the provider's user; the client re-validates the body.
        usuario: config.videoUser as ObtenerSalaRequest['usuario'],
        clave: config.videoKey,
      });
      if (mine !== run.current) return;
      if (result.error) return setState({ step: 'error', mensaje: result.error.message });
      const problem = salaErrorMessage(result.data.MsgError);
      if (problem === MENSAJE_SALA_FINALIZADA || (problem === null && result.data.urlSala === '')) {
        return setState({ step: 'noExiste' });
      }
      // The window closed while the customer was checking the camera.
      if (problem === ROOM_TIME_PASSED) return setState({ step: 'pasada' });
      if (problem) return setState({ step: 'error', mensaje: problem });
      setState({ step: 'sala', urlSala: result.data.urlSala, terminada: false, salidaTemprana: null });
    },
    [api],
  );

  const checkDevices = useCallback(
    async (id: string, mine: number, ask: boolean) => {
      setState({ step: 'dispositivos', estado: 'revisando' });
      const known = ask ? 'prompt' : await knownPermission();
      if (mine !== run.current) return;
      if (known === 'denied') return setState({ step: 'dispositivos', estado: 'denied' });
      // Without a gesture the browser's own prompt would appear unexplained: wait for the button.
      if (known === 'prompt' && !ask) return setState({ step: 'dispositivos', estado: 'pendiente' });
      const status = await requestDevices();
      if (mine !== run.current) return;
      if (status === 'granted') return joinRoom(id, mine);
      setState({ step: 'dispositivos', estado: status });
    },
    [joinRoom],
  );

  /**
   * The document check: valid (codigo 1) goes on to the devices; the right document outside the room's window
   * says when it opens or that its time passed, and asks for no camera; anything else is `refused`.
   */
  const checkDocument = useCallback(
    async (id: string, documento: string, mine: number, refused: (mensaje: string) => RoomStep) => {
      setState({ step: 'validando' });
      try {
        const answer = (await api.call('validarDocumento', { query: { id, documento } })).data;
        if (mine !== run.current) return;
        const proved = answer?.codigo === 1 || answer?.codigo === NOT_OPEN_YET || answer?.codigo === TIME_OVER;
        if (proved) {
          validated.current = documento;
          appointment.current = answer.cita ?? null;
        }
        if (answer?.codigo === 1) return checkDevices(id, mine, false);
        if (answer?.codigo === NOT_OPEN_YET && answer.cita) return setState({ step: 'antes', cita: answer.cita });
        if (answer?.codigo === TIME_OVER) return setState({ step: 'pasada' });
        // A room ended or unknown is not the document's fault: the spec's "la llamada ya fue finalizada o no existe".
        if (answer?.mensaje === mensajes.consultaNoExiste) return setState({ step: 'noExiste' });
        setState(refused(answer?.mensaje ?? mensajesCliente.http));
      } catch (error) {
        if (mine === run.current) setState({ step: 'error', mensaje: messageOf(error) });
      }
    },
    [api, checkDevices],
  );

  const validate = useCallback(
    async (documento: string, fromForm: boolean) => {
      if (idSala === null) return;
      const mine = ++run.current;
      if (!isRoomId(idSala)) return setState({ step: 'noExiste' });
      await checkDocument(idSala, documento, mine, (mensaje) =>
        fromForm ? { step: 'documento', mensaje } : { step: 'rechazado', mensaje },
      );
    },
    [idSala, checkDocument],
  );

  /**
   * A logged-in customer opening their own room is not asked for the document again: the room's
   * links, asked with their session, prove it is theirs. Anyone else gets the document step.
   */
  const ownRoom = useCallback(
    async (id: string, mine: number) => {
      try {
        const result = await api.call('obtenerLinks', { body: { idSala: id } });
        if (mine !== run.current) return;
        const documento = ownDocument.current;
        if ((result.data?.links.length ?? 0) > 0 && documento) {
          // Theirs: their own document asks the room's window, and "Finalizar" proves it with it, as the server asks.
          return checkDocument(id, documento, mine, () => ({ step: 'documento', mensaje: null }));
        }
      } catch {
        // Not provable with the session: fall back to the document.
      }
      if (mine === run.current) setState({ step: 'documento', mensaje: null });
    },
    [api, checkDocument],
  );

  useEffect(() => {
    if (idSala === null) return setState({ step: 'sinSala' });
    if (status === 'restoring') return;
    if (documentoDeRuta !== null) void validate(documentoDeRuta, false);
    else if (status === 'authenticated' && isRoomId(idSala)) void ownRoom(idSala, ++run.current);
    else setState({ step: 'documento', mensaje: null });
    return () => {
      // Counts the run as over, so an answer still on its way is dropped: a counter, not a rendered node.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      run.current++;
    };
  }, [idSala, documentoDeRuta, validate, ownRoom, status]);

  // Waiting on the page for the room to open: the check runs again when it should open, and the room follows.
  useEffect(() => {
    const documento = validated.current;
    if (state.step !== 'antes' || idSala === null || documento === null) return;
    const timer = setTimeout(
      () => {
        void checkDocument(idSala, documento, ++run.current, (mensaje) => ({ step: 'rechazado', mensaje }));
      },
      recheckDelay(state.cita, Date.now()),
    );
    return () => clearTimeout(timer);
  }, [state, idSala, checkDocument]);

  /** The customer pressed "Permitir" or "Volver a intentar" in the device check. */
  const askDevices = useCallback(() => {
    if (idSala === null) return;
    void checkDevices(idSala, ++run.current, true);
  }, [idSala, checkDevices]);

  /** "Finalizar": the ended state shows at once; the provider is told in the background. */
  const finish = useCallback(() => {
    if (idSala === null) return;
    // Before the hour the server keeps the appointment: the ended message says so instead of "agenda otra vez".
    // This device's clock decides at once; the server's answer, which decides what is spent, corrects it.
    const cita = appointment.current;
    const end = (early: boolean) =>
      setState((s) => (s.step === 'sala' ? { ...s, terminada: true, salidaTemprana: early ? cita : null } : s));
    end(cita !== null && !hasStarted(cita, Date.now()));
    const documento = validated.current;
    api
      .call('finalizarSala', { body: { idSala, ...(documento ? { documento } : {}) } })
      .then((result) => {
        const codigo = result.data?.codigo;
        if (codigo === ENDED || codigo === NOT_STARTED) end(codigo === NOT_STARTED);
      })
      .catch(() => {
        // The room also closes on the provider's side when the specialist leaves.
      });
  }, [api, idSala]);

  /** The document last typed, shown again if it is refused. */
  const [lastDocument, setLastDocument] = useState<{ type: DocumentTypeCode; number: string } | null>(null);
  const submitDocument = useCallback(
    (documento: { type: DocumentTypeCode; number: string }) => {
      setLastDocument(documento);
      void validate(documento.number, true);
    },
    [validate],
  );

  return { state, submitDocument, lastDocument, askDevices, finish };
}
