export { EmergencyCall } from './EmergencyCall';
export type { EmergencyCallProps } from './EmergencyCall';
