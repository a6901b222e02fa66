/** "*****567": a guest's document as the host's list shows it. */
export function maskDocument(documento: string): string {
  return `*****${documento.slice(-3)}`;
}
