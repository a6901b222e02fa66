/** A dialable `tel:` address from a phone number as printed: "(01) 700-5000" → "tel:017005000". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
