import { z } from 'zod';
import { codigoMensajeSchema, fechaSchema } from './primitives.ts';

/* Customer-relationship calls (bearer). Each is stored as an event; all answer { codigo: 0, mensaje: "Registrado" }. */

const textoCrm = z.string().min(1).max(200);

/** POST /crm/EnviarPaqueteBeneficio?namePaqueteBenef={name}, no body. */
export const enviarPaqueteBeneficioQuery = z.strictObject({ namePaqueteBenef: textoCrm });
export type EnviarPaqueteBeneficioQuery = z.infer<typeof enviarPaqueteBeneficioQuery>;

/** POST /crm/SendUsoBeneficioSF. */
export const sendUsoBeneficioRequest = z.strictObject({ beneficioUsado: textoCrm });
export type SendUsoBeneficioRequest = z.infer<typeof sendUsoBeneficioRequest>;

/** POST /crm/SendCitaCancelSF: fechaAgenda is the appointment date (YYYY-MM-DD, our choice). */
export const sendCitaCancelRequest = z.strictObject({ cancelCitaName: textoCrm, fechaAgenda: fechaSchema });
export type SendCitaCancelRequest = z.infer<typeof sendCitaCancelRequest>;

/** POST /crm/EnviarSeleccionBeneficio. */
export const enviarSeleccionBeneficioRequest = z.strictObject({ beneficio: textoCrm });
export type EnviarSeleccionBeneficioRequest = z.infer<typeof enviarSeleccionBeneficioRequest>;

/** The answer of every CRM call (our choice: the spec does not show it). */
export const crmResponse = codigoMensajeSchema;
export type CrmResponse = z.infer<typeof crmResponse>;
