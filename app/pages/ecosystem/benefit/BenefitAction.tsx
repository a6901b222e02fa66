import type { Benefit } from '../../../domain/catalogue';
import { BookingAction } from './BookingAction';
import { CoworkingAction } from './CoworkingAction';
import { LinkAction } from './LinkAction';

/** The benefit's main action, by `accion`. Home services are requested by phone (the server books no visits). */
export function BenefitAction({ benefit }: { benefit: Benefit }) {
  switch (benefit.accion) {
    case 'agendar':
    case 'agendarSalud':
    case 'videoconsulta':
      return <BookingAction benefit={benefit} />;
    case 'coworking':
      return <CoworkingAction benefit={benefit} />;
    case 'cursos':
    case 'telefono':
    case 'servicioHogar':
      return <LinkAction benefit={benefit} />;
  }
}
