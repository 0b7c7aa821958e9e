/**
 * The request signature (spec §7, CONTRACT.md): CHECKSUM = lowercase hex MD5 of appSecret + nonce + curtime.
 * The digest function is passed in so that the browser and Node each use their own MD5.
 */
export const SIGNATURE_HEADERS = {
  appKey: 'appkey',
  curtime: 'curtime',
  nonce: 'nonce',
  checksum: 'checksum',
} as const;

export function checksumInput(appSecret: string, nonce: string, curtime: number | string): string {
  return `${appSecret}${nonce}${curtime}`;
}

/** A nonce the server accepts: 8 to 64 characters of letters, digits, '-' and '_'. */
export const NONCE_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
