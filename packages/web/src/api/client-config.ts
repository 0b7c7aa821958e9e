/**
 * Deployment settings the server writes into /client-config.js (loaded by index.html before the app),
 * so one build works against any server and signing key pair. The app secret is embedded on purpose:
 * the signature only deters casual abuse of the API (spec §7), it protects nothing secret.
 */
export interface ClientConfig {
  appKey: string;
  appSecret: string;
  /** Prefix of every API call; '' means the origin that served the page. */
  apiBaseUrl: string;
}

declare global {
  interface Window {
    __VESSEL__?: Partial<ClientConfig>;
  }
}

export function readClientConfig(source: Partial<ClientConfig> | undefined): ClientConfig {
  return {
    appKey: typeof source?.appKey === 'string' ? source.appKey : '',
    appSecret: typeof source?.appSecret === 'string' ? source.appSecret : '',
    apiBaseUrl: typeof source?.apiBaseUrl === 'string' ? source.apiBaseUrl.replace(/\/+$/, '') : '',
  };
}

/** The settings of this page; empty strings when the server sent none. */
export function clientConfig(): ClientConfig {
  return readClientConfig(typeof window === 'undefined' ? undefined : window.__VESSEL__);
}
