import SparkMD5 from 'spark-md5';
import { SIGNATURE_HEADERS, checksumInput } from '@vessel/contract';

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** 22 random characters of the nonce alphabet (contract NONCE_PATTERN): 132 bits, never repeated in practice. */
export function createNonce(length = 22): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let nonce = '';
  for (const byte of bytes) nonce += NONCE_ALPHABET[byte & 63];
  return nonce;
}

export function checksum(appSecret: string, nonce: string, curtime: number): string {
  return SparkMD5.hash(checksumInput(appSecret, nonce, curtime));
}

/** The signing headers of spec §7 for one request. */
export function signatureHeaders(
  appKey: string,
  appSecret: string,
  now: number = Date.now(),
  nonce: string = createNonce(),
): Record<string, string> {
  const curtime = Math.floor(now / 1000);
  return {
    [SIGNATURE_HEADERS.appKey]: appKey,
    [SIGNATURE_HEADERS.curtime]: String(curtime),
    [SIGNATURE_HEADERS.nonce]: nonce,
    [SIGNATURE_HEADERS.checksum]: checksum(appSecret, nonce, curtime),
  };
}
