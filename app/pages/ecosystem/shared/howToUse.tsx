import type { ReactNode } from 'react';
import type { Benefit, BenefitAction, ServiceModule } from '../../../domain/catalogue';
import { telHref } from '../../../domain/phone';
import { allowsRelative, rulesOf } from '../../../domain/rules/benefitRules';

/** The benefit's line as a link: on a phone, one tap calls it. */
const line = (b: Benefit) => <a href={telHref(b.telefono ?? '')}>{b.telefono}</a>;

/** What happens on the call, as the benefit's description promises it. */
const ON_THE_LINE: Partial<Record<ServiceModule, string>> = {
  OriMed: 'Un médico te devuelve la llamada en menos de 15 minutos.',
  Ambu: 'Cuéntanos qué pasó y dónde estás: enviamos la ambulancia.',
  SerFun: 'Un asesor coordina los trámites, el traslado y el servicio funerario.',
  AseLegal: 'Un abogado te orienta sobre tu consulta.',
};
const onTheLine = (b: Benefit) => ON_THE_LINE[b.mod] ?? 'Un especialista te atiende en la misma llamada.';

/** What the customer does on each external platform, once it is open. */
const ON_THE_PLATFORM: Partial<Record<ServiceModule, readonly string[]>> = {
  Cursos: [
    'Elige entre más de 1,000 cursos y avanza a tu ritmo, desde donde estés.',
    'Aprueba un curso para obtener tu certificado digital: hasta 2 al año.',
  ],
  Life: [
    'Elige una clase en vivo o grabada: yoga, baile, entrenamiento funcional o meditación.',
    'Únete desde tu celular o computadora, cuando quieras.',
  ],
  Isalud: [
    'Guarda tu historial médico, tus recetas y los resultados de tus exámenes.',
    'Activa los recordatorios de tus medicamentos y controles.',
  ],
};

/** "¿Cómo usarlo?": the steps of each kind of benefit action. */
const steps: Record<BenefitAction, (b: Benefit) => ReactNode[]> = {
  agendar: () => [
    'Ingresa a tu portal y elige el día y la hora que prefieras.',
    'Confirma tu cita: te llega la confirmación al instante por correo o SMS.',
    'Agrégala a tu calendario. Puedes cambiarla o cancelarla en "Citas programadas".',
  ],
  agendarSalud: (b) => [
    allowsRelative(rulesOf(b.mod))
      ? 'Ingresa a tu portal, cuéntanos el motivo de la consulta y para quién es (tú o un familiar).'
      : 'Ingresa a tu portal y cuéntanos el motivo de la consulta.',
    'Elige el día y la hora de tu atención y confírmala: te llega la confirmación al instante por correo o SMS.',
    'Ten a la mano tu DNI el día de la atención. Puedes cambiarla o cancelarla en "Citas programadas".',
  ],
  videoconsulta: () => [
    'Ingresa a tu portal, elige la especialidad, cuéntanos el motivo y para quién es la consulta.',
    'Elige el día y la hora: te llega al instante la confirmación con el enlace de tu sala, por correo o SMS.',
    'A la hora de tu cita, entra a la sala desde tu celular o computadora con cámara y micrófono.',
  ],
  cursos: (b) => [
    // True on the public page, which has no button, and inside the portal, which has it.
    'Ingresa a tu portal, abre este beneficio y pulsa "Ir a la plataforma": se abre en una pestaña nueva.',
    ...(ON_THE_PLATFORM[b.mod] ?? []),
  ],
  telefono: (b) =>
    b.mod === 'SerFun'
      ? [
          <>Tu familia llama al {line(b)}, a cualquier hora.</>,
          'Indica el número de documento del titular del seguro.',
          onTheLine(b),
        ]
      : [<>Llama al {line(b)}.</>, 'Indica tu número de documento.', onTheLine(b)],
  servicioHogar: (b) => [
    <>Llama al {line(b)} para solicitar el servicio.</>,
    'Indica tu número de documento y tu dirección.',
    'Un técnico irá a tu domicilio.',
  ],
  coworking: () => [
    'Ingresa a tu portal y elige la semana que quieras (de lunes a sábado).',
    'Confirma tu reserva: tienes una semana gratis al año y te llega la confirmación al instante.',
    'Preséntate con tu DNI en la sala. Puedes cambiar o cancelar la semana en "Citas programadas".',
  ],
};

export function howToUse(benefit: Benefit): ReactNode[] {
  return steps[benefit.accion](benefit);
}
