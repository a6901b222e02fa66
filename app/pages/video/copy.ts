/** The video room's wording (es-PE). The spec's own sentences live in app/domain and ui/VideoFrame. */
export const textos = {
  titulo: 'Videoconsulta',
  intro: 'Conversa por video con tu especialista desde tu celular o computadora.',
  sinSala: 'El enlace de la videollamada está incompleto: no indica la sala. Ábrelo desde el mensaje de confirmación de tu cita.',
  sinSalaTitulo: 'No encontramos la sala',
  documentoTitulo: 'Confirma tu identidad',
  documentoTexto: 'Ingresa el documento con el que agendaste la consulta.',
  documentoBoton: 'Ingresar a la consulta',
  documentoRechazado: 'No pudimos validar tu documento',
  validando: 'Validando tu documento',
  conectando: 'Conectando con la sala',
  revisando: 'Revisando tu cámara y micrófono',
  salaNoDisponibleTitulo: 'No pudimos abrir la videollamada',
  errorTitulo: 'Algo salió mal',
  irAInicio: 'Ir a Inicio',
  marcoTitulo: 'Sala de videoconsulta con tu especialista',
  dispositivosTitulo: 'Revisa tu cámara y micrófono',
  dispositivosTexto:
    'Para la videoconsulta necesitamos usar tu cámara y tu micrófono. Cuando tu navegador lo pregunte, elige «Permitir».',
  permitir: 'Permitir cámara y micrófono',
  reintentar: 'Volver a intentar',
  denegadoTitulo: 'No tenemos permiso para usar tu cámara y micrófono',
  denegado: 'Sin ese permiso no podemos conectarte con tu especialista. Así puedes darlo:',
  ayudaChrome: 'En Chrome (computadora)',
  ayudaChromePasos: [
    'Haz clic en el ícono del candado o de la cámara tachada, a la izquierda de la dirección de la página.',
    'Activa «Cámara» y «Micrófono» (o elige «Permitir»).',
    'Vuelve a esta página y presiona «Volver a intentar».',
  ],
  ayudaAndroid: 'En Chrome (Android)',
  ayudaAndroidPasos: [
    'Toca el ícono del candado junto a la dirección y entra a «Permisos».',
    'Permite «Cámara» y «Micrófono».',
    'Si no aparecen, ve a Ajustes del teléfono › Aplicaciones › Chrome › Permisos y actívalos.',
    'Vuelve a esta página y toca «Volver a intentar».',
  ],
  sinDispositivosTitulo: 'No encontramos tu cámara o tu micrófono',
  sinDispositivos: 'Conecta una cámara y un micrófono (o usa tu celular) y vuelve a intentar.',
  ocupadosTitulo: 'Tu cámara o micrófono está en uso',
  ocupados: 'Cierra otras aplicaciones que los estén usando (otra videollamada, la cámara) y vuelve a intentar.',
  noSoportadoTitulo: 'Tu navegador no permite videollamadas aquí',
  noSoportado: 'Abre el enlace en Chrome actualizado, en tu celular o computadora.',
  telefonoAntes: '¿Prefieres atenderte por teléfono? Llama a nuestra línea médica: ',
} as const;

/** A dialable `tel:` address from a printed phone number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
