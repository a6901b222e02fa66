import { buildIcs, icsFileName, type CalendarEvent } from '../../../domain/ics';

/** Offers an .ics file for download ("Agregar a mi calendario"). */
export function downloadIcs(event: CalendarEvent, fecha: string): void {
  const blob = new Blob([buildIcs([event], new Date())], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = icsFileName(event.summary, fecha);
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser time to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
