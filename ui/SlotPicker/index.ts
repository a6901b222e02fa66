export { SlotPicker } from './SlotPicker';
export type { SlotDay, SlotPickerProps, TimeSlot } from './SlotPicker';
export { formatAppointmentDateTime, formatDayParts, formatLongDate, formatTime } from './formatDate';
