import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiClientError, mensajesCliente } from '../../api/client';
import type { ObtenerSalaRequest } from '../../api/contract';
import { config } from '../../config';
import type { DocumentTypeCode } from '../../../ui';
import { salaErrorMessage, MENSAJE_SALA_FINALIZADA } from '../../domain/registration';
import { useSession } from '../../session/SessionContext';
import { knownPermission, requestDevices, type DeviceStatus } from './deviceAccess';
import { isRoomId } from './roomAddress';

/** Where the customer stands on the way into the consultation. */
export type RoomStep =
  | { step: 'sinSala' }
  | { step: 'documento'; mensaje: string | null }
  | { step: 'validando' }
  | { step: 'rechazado'; mensaje: string }
  | { step: 'dispositivos'; estado: 'revisando' | 'pendiente' | Exclude<DeviceStatus, 'granted'> }
  | { step: 'conectando' }
  | { step: 'sala'; urlSala: string; terminada: boolean }
  | { step: 'noExiste' }
  | { step: 'error'; mensaje: string };

const messageOf = (error: unknown) => (error instanceof ApiClientError ? error.message : mensajesCliente.network);

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
      if (problem) return setState({ step: 'error', mensaje: problem });
      setState({ step: 'sala', urlSala: result.data.urlSala, terminada: false });
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

  const validate = useCallback(
    async (documento: string, fromForm: boolean) => {
      if (idSala === null) return;
      const mine = ++run.current;
      if (!isRoomId(idSala)) return setState({ step: 'noExiste' });
      setState({ step: 'validando' });
      try {
        const result = await api.call('validarDocumento', { query: { id: idSala, documento } });
        if (mine !== run.current) return;
        if (result.data?.codigo === 1) {
          validated.current = documento;
          return checkDevices(idSala, mine, false);
        }
        const mensaje = result.data?.mensaje ?? mensajesCliente.http;
        setState(fromForm ? { step: 'documento', mensaje } : { step: 'rechazado', mensaje });
      } catch (error) {
        if (mine === run.current) setState({ step: 'error', mensaje: messageOf(error) });
      }
    },
    [api, idSala, checkDevices],
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
        if ((result.data?.links.length ?? 0) > 0) {
          // Theirs: "Finalizar" proves it with the customer's own document, as the server asks.
          validated.current = ownDocument.current;
          return checkDevices(id, mine, false);
        }
      } catch {
        // Not provable with the session: fall back to the document.
      }
      if (mine === run.current) setState({ step: 'documento', mensaje: null });
    },
    [api, checkDevices],
  );

  useEffect(() => {
    if (idSala === null) return setState({ step: 'sinSala' });
    if (status === 'restoring') return;
    if (documentoDeRuta !== null) void validate(documentoDeRuta, false);
    else if (status === 'authenticated' && isRoomId(idSala)) void ownRoom(idSala, ++run.current);
    else setState({ step: 'documento', mensaje: null });
    return () => {
      run.current++;
    };
  }, [idSala, documentoDeRuta, validate, ownRoom, status]);

  /** The customer pressed "Permitir" or "Volver a intentar" in the device check. */
  const askDevices = useCallback(() => {
    if (idSala === null) return;
    void checkDevices(idSala, ++run.current, true);
  }, [idSala, checkDevices]);

  /** "Finalizar": the ended state shows at once; the provider is told in the background. */
  const finish = useCallback(() => {
    if (idSala === null) return;
    setState((s) => (s.step === 'sala' ? { ...s, terminada: true } : s));
    const documento = validated.current;
    api.call('finalizarSala', { body: { idSala, ...(documento ? { documento } : {}) } }).catch(() => {
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
