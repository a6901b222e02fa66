import { isBookable } from '../../../domain/agenda';
import type { Benefit } from '../../../domain/catalogue';
import { BookingAction } from './BookingAction';
import { CoworkingAction } from './CoworkingAction';
import { LinkAction } from './LinkAction';

/**
 * The benefit's main action. The slot picker exactly where the server takes bookings: both ask `isBookable`. Then
 * the coworking week, and otherwise a link: home services are requested by phone (the server books no visits).
 */
export function BenefitAction({ benefit }: { benefit: Benefit }) {
  if (isBookable(benefit)) return <BookingAction benefit={benefit} />;
  if (benefit.accion === 'coworking') return <CoworkingAction benefit={benefit} />;
  return <LinkAction benefit={benefit} />;
}
