/** "*****567": a guest's document as the host's list shows it. */
export function maskDocument(documento: string): string {
  return `*****${documento.slice(-3)}`;
}

/** "j*****@example.pe": enough for the holder to recognise an address, too little to copy it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '*****' : `${email[0]}*****${email.slice(at)}`;
}

/** "******321": the last three digits of a phone. */
export function maskPhone(fono: string): string {
  return `******${fono.slice(-3)}`;
}
