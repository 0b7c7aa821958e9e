import type { ConfigGroup, ConfigType, ConfigValue } from '@vessel/contract';
import type { Config } from '../../config.js';

export interface SettingSeed {
  name: string;
  group: ConfigGroup;
  type: ConfigType;
  value: ConfigValue;
  options?: string[];
  required?: boolean;
  secret?: boolean;
}

/**
 * The built-in settings and their first values. Where the environment names a value (SITE_NAME,
 * token lifetimes, login limits, REQUIRE_SIGNATURE) it is the first value; afterwards the stored setting
 * is what counts. Titles are translation keys `config.{name}`.
 */
export function builtInSettings(env: Config): SettingSeed[] {
  return [
    { name: 'site_name', group: 'site', type: 'string', value: env.siteName, required: true },
    { name: 'record_number', group: 'site', type: 'string', value: '' },
    // The logo printed documents carry beside the company's name (site_name); empty: the name alone.
    { name: 'company_logo', group: 'site', type: 'image', value: '' },
    { name: 'version', group: 'site', type: 'string', value: env.version },
    { name: 'cdn_url', group: 'site', type: 'string', value: '' },
    { name: 'api_url', group: 'site', type: 'string', value: '' },
    // The alert job (issue 8): minutes between runs (0: off) and the zone whose date counts as today.
    { name: 'alert_job_interval_minutes', group: 'site', type: 'number', value: 60 },
    { name: 'alert_timezone', group: 'site', type: 'string', value: 'Asia/Shanghai', required: true },

    { name: 'upload_mode', group: 'upload', type: 'select', value: 'local', options: ['local', 's3'], required: true },
    { name: 'upload_maxsize', group: 'upload', type: 'string', value: '10mb', required: true },
    { name: 'upload_mimetype', group: 'upload', type: 'string', value: 'jpg,png,bmp,jpeg,gif,webp,zip,rar,7z,xls,xlsx,doc,docx,ppt,pptx,wav,mp4,mp3,txt,pdf,csv', required: true },
    { name: 'upload_savename', group: 'upload', type: 'string', value: '/storage/{topic}/{year}{mon}{day}/{filesha1}{.suffix}', required: true },
    { name: 's3_endpoint', group: 'upload', type: 'string', value: '' },
    { name: 's3_region', group: 'upload', type: 'string', value: '' },
    { name: 's3_bucket', group: 'upload', type: 'string', value: '' },
    { name: 's3_access_key', group: 'upload', type: 'string', value: '' },
    { name: 's3_secret_key', group: 'upload', type: 'password', value: '', secret: true },

    { name: 'smtp_host', group: 'mail', type: 'string', value: '' },
    { name: 'smtp_port', group: 'mail', type: 'number', value: 465 },
    { name: 'smtp_secure', group: 'mail', type: 'switch', value: true },
    { name: 'smtp_user', group: 'mail', type: 'string', value: '' },
    { name: 'smtp_pass', group: 'mail', type: 'password', value: '', secret: true },
    { name: 'smtp_sender', group: 'mail', type: 'string', value: '' },

    { name: 'sms_provider', group: 'sms', type: 'select', value: 'log', options: ['log', 'aliyun'], required: true },
    { name: 'sms_access_key', group: 'sms', type: 'string', value: '' },
    { name: 'sms_secret', group: 'sms', type: 'password', value: '', secret: true },
    { name: 'sms_sign_name', group: 'sms', type: 'string', value: '' },
    { name: 'sms_endpoint', group: 'sms', type: 'string', value: '' },
    { name: 'sms_templates', group: 'sms', type: 'textarea', value: '' },

    { name: 'signature_required', group: 'security', type: 'switch', value: env.requireSignature },
    { name: 'admin_login_captcha', group: 'security', type: 'switch', value: false },
    { name: 'user_login_captcha', group: 'security', type: 'switch', value: true },
    { name: 'user_code_captcha', group: 'security', type: 'switch', value: true },
    { name: 'login_max_per_account_address', group: 'security', type: 'number', value: env.login.perAccountAddress },
    { name: 'login_max_per_address', group: 'security', type: 'number', value: env.login.perAddress },
    { name: 'login_max_per_account', group: 'security', type: 'number', value: env.login.perAccount },
    { name: 'admin_token_ttl', group: 'security', type: 'number', value: env.tokens.adminTtlSeconds },
    { name: 'admin_refresh_token_ttl', group: 'security', type: 'number', value: env.tokens.adminRefreshTtlSeconds },
    { name: 'user_token_ttl', group: 'security', type: 'number', value: env.tokens.userTtlSeconds },
    { name: 'user_refresh_token_ttl', group: 'security', type: 'number', value: env.tokens.userRefreshTtlSeconds },

    { name: 'member_center_open', group: 'member', type: 'switch', value: true },
    { name: 'member_register_open', group: 'member', type: 'switch', value: true },
    { name: 'verification_code_ttl', group: 'member', type: 'number', value: 600, required: true },
    { name: 'balance_below_zero', group: 'member', type: 'switch', value: false },
  ];
}
