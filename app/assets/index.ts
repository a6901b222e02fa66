/**
 * URLs of our own SVG art. The catalogue names images by path relative to this folder
 * (e.g. "beneficios/cursos.svg") so it stays importable by Node; the app resolves them here.
 * Every drawing uses currentColor: inline it, or use it as a CSS mask over the family accent.
 */
const urls = import.meta.glob<string>('./{iconos,beneficios,familias}/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

/** The URL of an asset path from the catalogue, or undefined when it does not exist. */
export function assetUrl(path: string): string | undefined {
  return urls[`./${path}`];
}

