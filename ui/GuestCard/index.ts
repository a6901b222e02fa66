export { GuestCard } from './GuestCard';
export type { GuestCardProps, GuestStatus } from './GuestCard';
