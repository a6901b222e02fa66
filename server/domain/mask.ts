/** "*****567": a guest's document as the host's list shows it. */
export function maskDocument(documento: string): string {
  return `*****${documento.slice(-3)}`;
}

/**
 * "•••• ••• 320": where an activation code went, enough for the person to recognise their phone and too little
 * for whoever typed the document to learn it.
 */
export function maskPhone(fono: string): string {
  return `•••• ••• ${fono.slice(-3)}`;
}

/** "m•••@example.pe": the first letter and the domain; the length of the name is not told. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}
