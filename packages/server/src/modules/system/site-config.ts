import type { SiteConfig } from '@vessel/contract';
import { TERMINAL_DEFAULTS } from '@vessel/contract';
import type { Config } from '../../config.js';

/**
 * Site config of spec §3: what the client needs and never a secret. Stored settings replace these
 * defaults when system configuration arrives.
 */
export function siteConfigOf(config: Config): SiteConfig {
  return {
    siteName: config.siteName,
    recordNumber: '',
    version: config.version,
    cdnUrl: '',
    apiUrl: '',
    upload: { mode: 'local', maxsize: '10mb', mimetype: 'jpg,png,bmp,jpeg,gif,webp,zip,rar,xls,xlsx,doc,docx,wav,mp4,mp3,txt,pdf', savename: '/storage/{topic}/{year}{mon}{day}/{filesha1}{.suffix}' },
    headNav: [],
  };
}

export function terminalConfigOf(): { packageManager: string; port: string } {
  return { packageManager: TERMINAL_DEFAULTS.packageManager, port: TERMINAL_DEFAULTS.port };
}
