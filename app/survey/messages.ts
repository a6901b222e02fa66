/** The survey's failure dialog, word for word from the spec's error catalogue. */
export const mensajesEncuesta = {
  errorTitulo: 'Lo sentimos',
  errorTexto: 'No se pudo enviar la información, intentelo mas tarde.',
  errorBoton: 'Aceptar',
} as const;
