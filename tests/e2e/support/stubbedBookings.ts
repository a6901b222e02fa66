/**
 * Appointments as `ListarCitas` answers them, for journeys that stub the list (a page's wording for one booking or
 * several) and so change nothing other journeys read from the server.
 */

/** A video appointment of José's telemedicine (benefit 2) at 9:00, with its room. */
export const videoconsulta = (idAgenda: number, fecha: string) => ({
  idAgenda,
  idBeneficio: 2,
  beneficio: 'Telemedicina',
  fecha,
  hora: '09:00',
  estado: 'programada',
  idSala: `sala-prueba-${idAgenda}`,
  linkSala: `/videollamada/sala?id=sala-prueba-${idAgenda}`,
  especialidad: 'Medicina general',
  motivo: null,
  paciente: null,
  lugar: null,
  codigoReserva: 'K7M-4QX',
  direccion: null,
});
