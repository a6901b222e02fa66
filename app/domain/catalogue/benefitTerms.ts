import type { ServiceModule } from './types.ts';

/**
 * What a Peruvian insurer publishes for each benefit: what is included, its limits (events a year,
 * caps in soles), the waiting period, exclusions, where it applies and who may use it. Written for
 * this portal; amounts follow "S/ 1,234.50". One entry per service module, so a benefit offered in
 * several families reads the same everywhere.
 */
export interface BenefitTerms {
  /** Who may use it: holder only, family, age limits. */
  quienes: string;
  /** What the service covers. */
  incluye: readonly string[];
  /** Events a year, sessions, caps in S/, copays. */
  limites: readonly string[];
  /** Periodo de carencia, in days from enrolment; "Sin periodo de carencia." when none. */
  carencia: string;
  /** What is not covered, in plain words. */
  exclusiones: readonly string[];
  /** Cobertura geográfica. */
  dondeAplica: string;
  /** Hours of the service. */
  horario: string;
}

const LIMA_Y_PROVINCIAS = 'Lima Metropolitana, Callao, Arequipa, Trujillo, Chiclayo, Piura y Cusco (zonas urbanas).';
const TODO_EL_PERU = 'Todo el Perú: es un servicio en línea o por teléfono.';
const LIMA_Y_CALLAO = 'Lima Metropolitana y Callao (zonas urbanas).';
const SIN_CARENCIA = 'Sin periodo de carencia: puedes usarlo desde que activas tu cuenta.';
const PROVEEDOR = 'La atención la brinda un proveedor autorizado, sujeta a su disponibilidad.';

export const benefitTerms: Record<ServiceModule, BenefitTerms> = {
  TeleMed: {
    quienes: 'Tú y tu familia directa: cónyuge o conviviente e hijos menores de 18 años.',
    incluye: [
      'Consultas por videollamada en 9 especialidades: medicina general, pediatría, ginecología, cardiología, dermatología, nutrición, psicología, endocrinología y gastroenterología.',
      'Receta médica electrónica y orden de exámenes cuando el médico lo indique.',
      'Descanso médico cuando corresponda.',
    ],
    limites: ['Hasta 12 consultas al año por persona.', 'Sin copago: S/ 0.00 por consulta.', 'Cada consulta dura hasta 20 minutos.'],
    carencia: SIN_CARENCIA,
    exclusiones: ['Emergencias: llama a la ambulancia o acude al centro de salud más cercano.', 'Medicamentos y exámenes: se pagan aparte.', 'Certificados médicos para trámites (brevete, trabajo).'],
    dondeAplica: TODO_EL_PERU,
    horario: 'De lunes a sábado, de 9:00 a. m. a 5:00 p. m.',
  },
  OriMed: {
    quienes: 'Tú y tu familia directa.',
    incluye: ['Un médico general te orienta por teléfono sobre síntomas, medicamentos y qué hacer.', 'Te indica si necesitas una consulta presencial o una emergencia.'],
    limites: ['Llamadas ilimitadas.', 'Sin costo.'],
    carencia: SIN_CARENCIA,
    exclusiones: ['Recetas y descansos médicos.', 'Diagnósticos que requieren examen físico.'],
    dondeAplica: TODO_EL_PERU,
    horario: 'Las 24 horas, todos los días.',
  },
  AseNutri: {
    quienes: 'Solo el titular, mayor de 14 años.',
    incluye: ['Evaluación de tus hábitos y un plan de alimentación a tu medida.', 'Seguimiento de tus avances.'],
    limites: ['Hasta 4 sesiones al año.', 'Sin costo.'],
    carencia: '30 días desde la activación de tu seguro.',
    exclusiones: ['Suplementos y productos dietéticos.', 'Tratamiento de trastornos de la conducta alimentaria.'],
    dondeAplica: TODO_EL_PERU,
    horario: 'De lunes a sábado, de 9:00 a. m. a 5:00 p. m.',
  },
  EnfeDom: {
    quienes: 'Tú y tu familia directa.',
    incluye: ['Curaciones simples, aplicación de inyectables y control de presión y glucosa en tu casa.'],
    limites: ['Hasta 4 visitas al año.', 'Tope de S/ 150.00 por visita.', 'Los materiales corren por cuenta del paciente.'],
    carencia: '30 días desde la activación de tu seguro.',
    exclusiones: ['Cuidado permanente o por turnos.', 'Procedimientos que requieren un médico.'],
    dondeAplica: LIMA_Y_PROVINCIAS,
    horario: 'De lunes a sábado, de 9:00 a. m. a 5:00 p. m., con cita.',
  },
  UrgDen: {
    quienes: 'Tú y tu familia directa.',
    incluye: ['Atención ante dolor, infección, fractura dental o pérdida de una curación.', 'Radiografía dental cuando el odontólogo la indique.'],
    limites: ['Hasta 2 atenciones al año.', 'Tope de S/ 250.00 por atención.'],
    carencia: '60 días desde la activación de tu seguro.',
    exclusiones: ['Tratamientos estéticos, ortodoncia, implantes y prótesis.', 'Tratamientos que empezaron antes de tu seguro.'],
    dondeAplica: LIMA_Y_PROVINCIAS,
    horario: 'De lunes a sábado, de 9:00 a. m. a 5:00 p. m., con cita.',
  },
  MedDom: {
    quienes: 'Tú y tu familia directa.',
    incluye: ['Consulta de medicina general en tu domicilio.', 'Receta y descanso médico cuando corresponda.'],
    limites: ['Hasta 3 visitas al año.', 'Copago de S/ 20.00 por visita.'],
    carencia: '30 días desde la activación de tu seguro.',
    exclusiones: ['Emergencias con riesgo de vida: llama a la ambulancia.', 'Medicamentos.'],
    dondeAplica: LIMA_Y_CALLAO,
    horario: 'De lunes a sábado, de 9:00 a. m. a 5:00 p. m., con cita.',
  },
  AnaliClini: {
    quienes: 'Solo el titular.',
    incluye: ['Hemograma, glucosa, colesterol, triglicéridos y examen de orina en clínicas afiliadas.'],
    limites: ['1 vez al año.', 'Tope de S/ 180.00 por año.'],
    carencia: '60 días desde la activación de tu seguro.',
    exclusiones: ['Exámenes de imágenes (rayos X, ecografías, tomografías).', 'Pruebas que no estén en la lista.'],
    dondeAplica: LIMA_Y_PROVINCIAS,
    horario: 'De lunes a sábado, de 9:00 a. m. a 5:00 p. m., con cita.',
  },
  AsiPsico: {
    quienes: 'Tú y tu familia directa, mayores de 14 años.',
    incluye: ['Sesiones con un psicólogo colegiado por videollamada o en consultorio.'],
    limites: ['Hasta 6 sesiones al año por persona.', 'Sin costo.'],
    carencia: SIN_CARENCIA,
    exclusiones: ['Tratamiento psiquiátrico y medicamentos.', 'Evaluaciones para trámites legales o laborales.'],
    dondeAplica: TODO_EL_PERU,
    horario: 'De lunes a sábado, de 9:00 a. m. a 5:00 p. m., con cita.',
  },
  SerFun: {
    quienes: 'El titular.',
    incluye: ['Orientación y gestión de trámites, traslado y servicio funerario con proveedores autorizados.'],
    limites: ['1 evento durante la vigencia del seguro.', 'Tope de S/ 3,500.00 por evento.'],
    carencia: '90 días desde la activación de tu seguro (no aplica en caso de accidente).',
    exclusiones: ['Gastos por encima del tope.', 'Servicios contratados sin coordinar con la central.'],
    dondeAplica: LIMA_Y_PROVINCIAS,
    horario: 'Las 24 horas, todos los días.',
  },
  Life: {
    quienes: 'Tú y tu familia directa, mayores de 14 años.',
    incluye: ['Clases en vivo y grabadas de yoga, baile, entrenamiento funcional y meditación.'],
    limites: ['Acceso ilimitado mientras tu seguro esté vigente.'],
    carencia: SIN_CARENCIA,
    exclusiones: ['Clases presenciales.', 'Planes de entrenamiento personalizados.'],
    dondeAplica: TODO_EL_PERU,
    horario: 'Las 24 horas, en la plataforma.',
  },
  Ambu: {
    quienes: 'Tú y tu familia directa.',
    incluye: ['Traslado en ambulancia a la clínica u hospital más cercano ante una emergencia médica o un accidente.'],
    limites: ['Hasta 2 traslados al año.', 'Tope de S/ 600.00 por traslado.'],
    carencia: 'Sin periodo de carencia en accidentes; 30 días en emergencias médicas.',
    exclusiones: ['Traslados programados o entre clínicas.', 'Atención médica en el centro de destino.'],
    dondeAplica: LIMA_Y_PROVINCIAS,
    horario: 'Las 24 horas, todos los días.',
  },
  ExaSangre: {
    quienes: 'Solo el titular.',
    incluye: ['Toma de muestra de sangre en tu casa y resultados en línea.', 'Hemograma, glucosa, perfil lipídico y perfil hepático.'],
    limites: ['1 vez al año.', 'Tope de S/ 250.00 por año.'],
    carencia: '60 días desde la activación de tu seguro.',
    exclusiones: ['Pruebas fuera del perfil incluido.', 'Lectura de resultados: agéndala en telemedicina.'],
    dondeAplica: LIMA_Y_CALLAO,
    horario: 'De lunes a sábado, de 9:00 a. m. a 5:00 p. m., con cita y en ayunas.',
  },
  Chequeo: {
    quienes: 'Solo el titular, mayor de 18 años.',
    incluye: ['Evaluación médica general, análisis de sangre y orina, electrocardiograma y evaluación de la vista.'],
    limites: ['1 chequeo al año.', 'Tope de S/ 450.00 por año.'],
    carencia: '90 días desde la activación de tu seguro.',
    exclusiones: ['Exámenes adicionales que pida el médico.', 'Tratamientos que resulten del chequeo.'],
    dondeAplica: LIMA_Y_PROVINCIAS,
    horario: 'De lunes a sábado, de 9:00 a. m. a 5:00 p. m., con cita.',
  },
  Isalud: {
    quienes: 'Tú y tu familia directa.',
    incluye: ['Tu historial, recetas y resultados en un solo lugar.', 'Recordatorios de medicamentos y controles.'],
    limites: ['Acceso ilimitado mientras tu seguro esté vigente.'],
    carencia: SIN_CARENCIA,
    exclusiones: ['Consultas médicas: agéndalas en telemedicina.'],
    dondeAplica: TODO_EL_PERU,
    horario: 'Las 24 horas, en la plataforma.',
  },
  ConsEsp: {
    quienes: 'Tú y tu familia directa.',
    incluye: ['Consulta presencial con un médico especialista de la red afiliada, en una de las 9 especialidades.'],
    limites: ['Hasta 2 consultas al año.', 'Copago de S/ 30.00 por consulta.'],
    carencia: '60 días desde la activación de tu seguro.',
    exclusiones: ['Procedimientos, exámenes y medicamentos.', 'Especialidades fuera de la lista.'],
    dondeAplica: LIMA_Y_PROVINCIAS,
    horario: 'De lunes a sábado, de 9:00 a. m. a 5:00 p. m., con cita.',
  },
  Cursos: {
    quienes: 'El titular, y las personas a quienes invites con tus licencias.',
    incluye: ['Más de 1,000 cursos online de negocios, tecnología, idiomas y desarrollo personal.', 'Certificados digitales de universidades y empresas.'],
    limites: ['Hasta 2 certificaciones al año por licencia.', 'Cada invitado usa una licencia.'],
    carencia: SIN_CARENCIA,
    exclusiones: ['Títulos universitarios o técnicos oficiales.', 'Cursos de pago fuera del catálogo incluido.'],
    dondeAplica: TODO_EL_PERU,
    horario: 'Las 24 horas, en la plataforma.',
  },
  Score: {
    quienes: 'Solo el titular.',
    incluye: ['Tu score crediticio y un reporte de tus deudas en el sistema financiero.', 'Consejos para mejorar tu historial.'],
    limites: ['1 reporte al mes.'],
    carencia: SIN_CARENCIA,
    exclusiones: ['Trámites de rectificación ante las centrales de riesgo.'],
    dondeAplica: TODO_EL_PERU,
    horario: 'Las 24 horas, en línea.',
  },
  Marketing: {
    quienes: 'Solo el titular.',
    incluye: ['Un especialista revisa tus redes y tu tienda en línea y te da un plan para vender más.'],
    limites: ['Hasta 3 sesiones al año, de 45 minutos cada una.'],
    carencia: SIN_CARENCIA,
    exclusiones: ['Publicidad pagada y diseño de piezas.', 'Gestión de tus redes.'],
    dondeAplica: TODO_EL_PERU,
    horario: 'De lunes a sábado, de 9:00 a. m. a 5:00 p. m., con cita.',
  },
  Cowork: {
    quienes: 'Solo el titular.',
    incluye: ['Un puesto en una sala de coworking con internet, de lunes a sábado.', 'Uso de sala de reuniones según disponibilidad.'],
    limites: ['1 semana al año (de lunes a sábado).', 'Puedes cambiarla o cancelarla antes de que empiece.'],
    carencia: SIN_CARENCIA,
    exclusiones: ['Impresiones, alimentos y estacionamiento.', 'Oficinas privadas.'],
    dondeAplica: 'Salas afiliadas en Lima Metropolitana (Miraflores, San Isidro y Surco).',
    horario: 'De lunes a sábado, de 9:00 a. m. a 6:00 p. m.',
  },
  AseNego: {
    quienes: 'Solo el titular.',
    incluye: ['Asesoría en finanzas, costos, precios y formalización de tu negocio.'],
    limites: ['Hasta 4 sesiones al año, de 45 minutos cada una.'],
    carencia: SIN_CARENCIA,
    exclusiones: ['Trámites ante SUNAT o municipalidades.', 'Contabilidad mensual.'],
    dondeAplica: TODO_EL_PERU,
    horario: 'De lunes a sábado, de 9:00 a. m. a 5:00 p. m., con cita.',
  },
  MejoraCV: {
    quienes: 'Solo el titular.',
    incluye: ['Revisión de tu currículum y recomendaciones para tu perfil profesional.'],
    limites: ['Hasta 2 revisiones al año.'],
    carencia: SIN_CARENCIA,
    exclusiones: ['Redacción completa del currículum.', 'Traducciones.'],
    dondeAplica: TODO_EL_PERU,
    horario: 'De lunes a sábado, de 9:00 a. m. a 5:00 p. m., con cita.',
  },
  Entrevista: {
    quienes: 'Solo el titular.',
    incluye: ['Una entrevista de práctica con un especialista en selección y sus recomendaciones.'],
    limites: ['Hasta 2 sesiones al año.'],
    carencia: SIN_CARENCIA,
    exclusiones: ['Colocación laboral garantizada.'],
    dondeAplica: TODO_EL_PERU,
    horario: 'De lunes a sábado, de 9:00 a. m. a 5:00 p. m., con cita.',
  },
  Salario: {
    quienes: 'Solo el titular.',
    incluye: ['Comparación de tu sueldo con el del mercado para tu puesto y tu ciudad.'],
    limites: ['Hasta 2 consultas al año.'],
    carencia: SIN_CARENCIA,
    exclusiones: ['Negociación con tu empleador.'],
    dondeAplica: TODO_EL_PERU,
    horario: 'De lunes a sábado, de 9:00 a. m. a 5:00 p. m., con cita.',
  },
  Empleo: {
    quienes: 'Solo el titular.',
    incluye: ['Ofertas de empleo según tu perfil, con alertas por correo.'],
    limites: ['Acceso ilimitado mientras tu seguro esté vigente.'],
    carencia: SIN_CARENCIA,
    exclusiones: ['Colocación laboral garantizada.'],
    dondeAplica: TODO_EL_PERU,
    horario: 'Las 24 horas, en línea.',
  },
  AseLegal: {
    quienes: 'El titular y su cónyuge o conviviente.',
    incluye: ['Orientación legal por teléfono en temas laborales, civiles, de familia y de consumo.', 'Revisión de un documento simple (contrato de alquiler, carta notarial).'],
    limites: ['Consultas telefónicas ilimitadas.', 'Hasta 2 revisiones de documentos al año.'],
    carencia: SIN_CARENCIA,
    exclusiones: ['Patrocinio en juicios y gastos notariales o judiciales.', 'Temas penales.'],
    dondeAplica: TODO_EL_PERU,
    horario: 'De lunes a viernes, de 9:00 a. m. a 6:00 p. m.',
  },
  Cerraj: {
    quienes: 'El titular, en la vivienda registrada en su seguro.',
    incluye: ['Apertura de puertas por pérdida o robo de llaves.', 'Cambio de chapa cuando la puerta fue forzada.', 'Mano de obra y traslado del técnico.'],
    limites: ['Hasta 3 servicios al año.', 'Tope de S/ 200.00 por servicio (mano de obra y materiales).'],
    carencia: '30 días desde la activación de tu seguro.',
    exclusiones: ['Puertas de garaje, cajas fuertes y vehículos.', 'Chapas de alta seguridad o electrónicas.'],
    dondeAplica: LIMA_Y_PROVINCIAS,
    horario: 'Las 24 horas, todos los días.',
  },
  Gasfit: {
    quienes: 'El titular, en la vivienda registrada en su seguro.',
    incluye: ['Reparación de fugas, atoros y caños en tuberías a la vista.', 'Mano de obra y traslado del técnico.'],
    limites: ['Hasta 3 servicios al año.', 'Tope de S/ 200.00 por servicio.'],
    carencia: '30 días desde la activación de tu seguro.',
    exclusiones: ['Tuberías empotradas o de áreas comunes.', 'Termas, bombas y sanitarios nuevos.'],
    dondeAplica: LIMA_Y_PROVINCIAS,
    horario: 'Las 24 horas, todos los días.',
  },
  Electri: {
    quienes: 'El titular, en la vivienda registrada en su seguro.',
    incluye: ['Reparación de cortocircuitos, enchufes, interruptores y llaves térmicas.', 'Mano de obra y traslado del técnico.'],
    limites: ['Hasta 3 servicios al año.', 'Tope de S/ 200.00 por servicio.'],
    carencia: '30 días desde la activación de tu seguro.',
    exclusiones: ['Instalaciones nuevas y artefactos.', 'Redes de áreas comunes o del concesionario.'],
    dondeAplica: LIMA_Y_PROVINCIAS,
    horario: 'Las 24 horas, todos los días.',
  },
  Vidrio: {
    quienes: 'El titular, en la vivienda registrada en su seguro.',
    incluye: ['Cambio de vidrios rotos en puertas y ventanas exteriores.', 'Mano de obra y traslado del técnico.'],
    limites: ['Hasta 2 servicios al año.', 'Tope de S/ 250.00 por servicio.'],
    carencia: '30 días desde la activación de tu seguro.',
    exclusiones: ['Vidrios templados, decorativos o de mamparas.', 'Espejos y vitrinas.'],
    dondeAplica: LIMA_Y_PROVINCIAS,
    horario: 'De lunes a sábado, de 8:00 a. m. a 8:00 p. m.',
  },
};

/** The conditions every benefit shares. */
export const CONDICIONES_GENERALES = [
  PROVEEDOR,
  'Necesitas tu seguro vigente y tu DNI o carné de extranjería a la mano.',
  'Los límites se renuevan cada año desde la activación de tu seguro.',
] as const;

export function termsOf(mod: ServiceModule): BenefitTerms {
  return benefitTerms[mod];
}

/** The terms under the names the library's BenefitTerms component reads. */
export function termsForDisplay(mod: ServiceModule) {
  const t = benefitTerms[mod];
  return {
    who: t.quienes,
    includes: t.incluye,
    limits: t.limites,
    waitingPeriod: t.carencia,
    exclusions: t.exclusiones,
    where: t.dondeAplica,
    hours: t.horario,
  };
}
