/**
 * URLs of the nine family drawings only, for screens that show one of them and nothing else of the catalogue's art
 * (the account screens): the full table of `index.ts` lists about a hundred files.
 */
export const familyArtUrls = import.meta.glob<string>('./familias/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

/** The URL of a family drawing ("familias/salud.svg"), or undefined when it does not exist. */
export function familyArtUrl(path: string): string | undefined {
  return familyArtUrls[`./${path}`];
}
