/** The registration option of a customer without a family of their own (kept free of zod: the pages import it). */
export const GUEST_OPTION = '0000' as const;
