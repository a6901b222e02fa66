/** The landing's three frequent questions (our wording; the spec gives only their number). */
export const faqItems = [
  {
    id: 'costo',
    title: '¿Tengo que pagar algo por activar mi cuenta?',
    content:
      'No. Activar tu cuenta es gratis. Muchos beneficios de tu seguro no tienen costo; algunos servicios tienen un copago, que verás en la página de cada beneficio.',
  },
  {
    id: 'beneficios',
    title: '¿Qué beneficios tengo?',
    content:
      'Depende del seguro que tienes con la financiera. Al activar tu cuenta verás los beneficios de tu plan: asistencias de salud, cursos online, servicios para el hogar y más.',
  },
  {
    id: 'activar',
    title: '¿Cómo activo mi cuenta?',
    content:
      'Ingresa tu DNI o carné de extranjería y pulsa "Activar". En el paso 1 confirmas que eres tú con un código de 6 dígitos que enviamos al celular y al correo que la financiera tiene registrados (si te invitaron, al celular que dio tu anfitrión). En el paso 2 registras tu correo, tu celular y una contraseña. Al terminar entrarás directamente a tus beneficios.',
  },
] as const;
