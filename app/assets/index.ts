import { familyArtUrls } from './familyArt';

/**
 * URLs of our own SVG art. The catalogue names images by path relative to this folder
 * (e.g. "beneficios/cursos.svg") so it stays importable by Node; the app resolves them here.
 * Every drawing uses currentColor: inline it, or use it as a CSS mask over the family accent.
 */
const urls: Record<string, string> = {
  ...import.meta.glob<string>('./{iconos,beneficios}/*.svg', { eager: true, query: '?url', import: 'default' }),
  // The family drawings come from their own table, which the account screens use alone.
  ...familyArtUrls,
};

/** The URL of an asset path from the catalogue, or undefined when it does not exist. */
export function assetUrl(path: string): string | undefined {
  return urls[`./${path}`];
}
