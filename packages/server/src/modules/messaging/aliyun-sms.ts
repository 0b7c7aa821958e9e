import { createHmac, randomUUID } from 'node:crypto';

/**
 * Aliyun Dysms `SendSms` over its RPC API, signed by hand (signature version 1.0, HMAC-SHA1), so no SDK
 * is needed: the canonical query is the sorted, RFC 3986-encoded parameters; the string to sign is
 * `GET&%2F&` + the encoded canonical query; the key is the AccessKey secret followed by '&'.
 */
export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com/';

export interface AliyunSmsRequest {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  templateParam: Record<string, string>;
  phoneNumbers: string;
}

/** RFC 3986 percent-encoding, as Aliyun's signature requires: only A-Z a-z 0-9 - _ . ~ stay as they are. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key]!)}`)
    .join('&');
}

export function aliyunSignature(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

/** The signed parameters of one SendSms call. */
export function signedSendSmsParams(request: AliyunSmsRequest, now = new Date(), nonce = randomUUID()): Record<string, string> {
  const params: Record<string, string> = {
    AccessKeyId: request.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: request.phoneNumbers,
    RegionId: 'cn-hangzhou',
    SignName: request.signName,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: nonce,
    SignatureVersion: '1.0',
    TemplateCode: request.templateCode,
    TemplateParam: JSON.stringify(request.templateParam),
    Timestamp: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    Version: '2017-05-25',
  };
  return { ...params, Signature: aliyunSignature('GET', params, request.accessKeySecret) };
}

/**
 * Sends one message; resolves when Aliyun answers `Code: OK`, rejects with its code and message
 * otherwise (`isv.BUSINESS_LIMIT_CONTROL`, `isv.MOBILE_NUMBER_ILLEGAL`...).
 */
export async function sendAliyunSms(endpoint: string, request: AliyunSmsRequest, timeoutMs = 10_000): Promise<void> {
  const url = new URL(endpoint || ALIYUN_SMS_ENDPOINT);
  url.search = canonicalQuery(signedSendSmsParams(request));
  const response = await fetch(url, { method: 'GET', signal: AbortSignal.timeout(timeoutMs) });
  const text = await response.text();
  let body: { Code?: string; Message?: string } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new Error(`HTTP ${response.status}: ${text.slice(0, 200)}`);
  }
  if (body.Code !== 'OK') throw new Error(`${body.Code ?? `HTTP ${response.status}`}: ${body.Message ?? ''}`.trim());
}
