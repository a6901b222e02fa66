import type { Benefit, BenefitAction } from '../../../domain/catalogue';

/** "¿Cómo usarlo?": the steps of each kind of benefit action. */
const steps: Record<BenefitAction, (b: Benefit) => string[]> = {
  agendar: () => ['Elige el día y la hora que prefieras.', 'Confirma tu cita.', 'Recibe la confirmación por SMS o correo y agrégala a tu calendario.'],
  agendarSalud: () => ['Elige el día y la hora de tu atención.', 'Confirma tu cita.', 'Recibe la confirmación por SMS o correo y agrégala a tu calendario.'],
  videoconsulta: () => [
    'Elige el día y la hora de tu videoconsulta.',
    'Recibe el enlace de tu sala por SMS o correo.',
    'A la hora de tu cita, entra a la sala desde tu celular o computadora con cámara y micrófono.',
  ],
  cursos: () => ['Entra a la plataforma con el botón de esta página.', 'Elige el curso o la clase que quieras.', 'Avanza a tu ritmo, desde donde estés.'],
  telefono: (b) => [`Llama al ${b.telefono ?? ''}.`, 'Indica tu número de documento.', 'Un especialista te atenderá.'],
  servicioHogar: (b) => [`Llama al ${b.telefono ?? ''} para solicitar el servicio.`, 'Indica tu número de documento y tu dirección.', 'Un técnico irá a tu domicilio.'],
  coworking: () => ['Elige la semana que quieras (de lunes a sábado).', 'Confirma tu reserva: tienes una semana gratis al año.', 'Recibe la confirmación por SMS o correo.'],
};

export function howToUse(benefit: Benefit): string[] {
  return steps[benefit.accion](benefit);
}
