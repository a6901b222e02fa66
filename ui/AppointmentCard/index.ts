export { AppointmentCard } from './AppointmentCard';
export type { AppointmentCardProps, AppointmentLinkProps, AppointmentStatus } from './AppointmentCard';
