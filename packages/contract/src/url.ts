/**
 * URL rules of spec §5.
 * External: starts with http(s)://, //, any scheme (letters followed by ':'), or data:image/.
 */
const EXTERNAL_URL = /^(https?:\/\/|\/\/|[a-z][a-z0-9+.-]*:|data:image\/)/i;

export function isExternalUrl(url: string): boolean {
  return EXTERNAL_URL.test(url.trim());
}

/**
 * An image a record shows (avatars, pictures): a file uploaded here (`/storage/…`, what the upload routes
 * answer) or an http(s) address, without spaces; never `javascript:` or `data:` (spec §5). One literal
 * prefix, then one quantifier: linear on any input. Length is checked before it.
 */
export const IMAGE_PATH_PATTERN = /^(?:\/storage\/|https?:\/\/)\S+$/;

/** A link is accepted only with one of these schemes (a javascript: link never is). */
const SAFE_LINK_SCHEMES = ['http:', 'https:', 'ftp:', 'mailto:', 'tel:'];

export function isSafeLink(link: string): boolean {
  const match = /^\s*([a-z][a-z0-9+.-]*:)/i.exec(link);
  if (!match?.[1]) return false;
  return SAFE_LINK_SCHEMES.includes(match[1].toLowerCase());
}
