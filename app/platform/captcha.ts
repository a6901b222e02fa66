/**
 * Captcha tokens come from a provider: Google reCAPTCHA v3 (action "submit") when a site key is
 * configured, otherwise the reference server's development captcha. Both give a fresh single-use token.
 */
export interface CaptchaProvider {
  token(): Promise<string>;
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export function recaptchaProvider(siteKey: string): CaptchaProvider {
  let loading: Promise<Grecaptcha> | null = null;
  const load = () =>
    (loading ??= new Promise<Grecaptcha>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.onload = () => window.grecaptcha?.ready(() => resolve(window.grecaptcha!));
      script.onerror = () => {
        loading = null;
        reject(new Error('No se pudo cargar el captcha'));
      };
      document.head.append(script);
    }));
  return { token: async () => (await load()).execute(siteKey, { action: 'submit' }) };
}

/** The development provider: the reference server issues the token (GET {apiBase}/captcha/token). */
export function developmentCaptchaProvider(fetchToken: () => Promise<string>): CaptchaProvider {
  return { token: fetchToken };
}
