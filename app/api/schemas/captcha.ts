import { z } from 'zod';

/** GET /captcha/token?action=submit (our choice: the development captcha provider). */
export const captchaTokenQuery = z.strictObject({ action: z.literal('submit') });
export type CaptchaTokenQuery = z.infer<typeof captchaTokenQuery>;

export const captchaTokenResponse = z.object({ token: z.string().min(40).max(4096) });
export type CaptchaTokenResponse = z.infer<typeof captchaTokenResponse>;
