export { SlotPicker } from './SlotPicker';
export type { SlotDay, SlotPickerProps, TimeSlot } from './SlotPicker';
export { formatAppointmentDateTime, formatDay, formatDayParts, formatLongDate, formatTime } from './formatDate';
