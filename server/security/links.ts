/**
 * True for a path of the portal ("/videollamada/sala?id=…") or an absolute URL on its own origin;
 * anything else (another host, another scheme, "//evil.example") is refused.
 */
export function isOwnLink(link: string, publicOrigin: string): boolean {
  if (link === '') return true;
  let url: URL;
  try {
    url = new URL(link, publicOrigin);
  } catch {
    return false;
  }
  return url.origin === new URL(publicOrigin).origin;
}
