/** "jo***@example.pe": enough for the owner to recognise, too little for anyone else. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

/** "*****4321". */
export function maskPhone(fono: string): string {
  return `*****${fono.slice(-4)}`;
}

/** "*****567": a guest's document as the host's list shows it. */
export function maskDocument(documento: string): string {
  return `*****${documento.slice(-3)}`;
}
