import type { SmsEvent, SmsProviderName } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { SettingsService } from '../../platform/settings/settings.js';
import { sendAliyunSms } from './aliyun-sms.js';
import { smsOutbox } from './tables.js';

/** One text message: the template (our event name), its parameters, and the text as our own words say it. */
export interface SmsMessage {
  mobile: string;
  templateCode: SmsEvent;
  params: Record<string, string>;
  /** The whole text, for providers that take text and for the `log` outbox. */
  text: string;
  memberId?: string | null;
}

/** A way to deliver text messages. `deliver` rejects with a message saying why it failed. */
export interface SmsProvider {
  name: SmsProviderName;
  /** Everything it needs is set. */
  ready(): Promise<boolean>;
  /** Delivers; answers what the outbox should keep as the message's content. */
  deliver(message: SmsMessage): Promise<string>;
}

/** The default: nothing leaves the server; the outbox keeps the whole text for an administrator to read. */
class LogProvider implements SmsProvider {
  readonly name = 'log' as const;
  async ready() {
    return true;
  }
  async deliver(message: SmsMessage) {
    return message.text;
  }
}

/** `sms_templates`: one `event=TemplateCode` a line (Aliyun's template ids are per account). */
export function parseTemplates(text: string): Map<string, string> {
  const templates = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([a-z_]+)\s*[=:]\s*(\S+)\s*$/.exec(line);
    if (match) templates.set(match[1]!, match[2]!);
  }
  return templates;
}

class AliyunProvider implements SmsProvider {
  readonly name = 'aliyun' as const;
  constructor(private readonly settings: SettingsService) {}

  async ready() {
    const s = this.settings;
    return (await s.text('sms_access_key')) !== '' && (await s.text('sms_secret')) !== '' && (await s.text('sms_sign_name')) !== '';
  }

  async deliver(message: SmsMessage) {
    const s = this.settings;
    const templateCode = parseTemplates(await s.text('sms_templates')).get(message.templateCode);
    if (!templateCode) throw new Error(`no template code for ${message.templateCode} in sms_templates`);
    await sendAliyunSms(await s.text('sms_endpoint'), {
      accessKeyId: await s.text('sms_access_key'),
      accessKeySecret: await s.text('sms_secret'),
      signName: await s.text('sms_sign_name'),
      templateCode,
      templateParam: message.params,
      phoneNumbers: message.mobile.replace(/^\+/, ''),
    });
    // The outbox never keeps a code that really went out.
    const masked = Object.fromEntries(Object.entries(message.params).map(([key, value]) => [key, key === 'code' ? '******' : value]));
    return `${templateCode} ${JSON.stringify(masked)}`;
  }
}

/**
 * Sends text messages through the provider the settings name (`sms_provider`), and writes every
 * attempt to the SMS outbox with how it went.
 */
export class SmsService {
  private readonly providers: Record<SmsProviderName, SmsProvider>;

  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
  ) {
    this.providers = { log: new LogProvider(), aliyun: new AliyunProvider(settings) };
  }

  async provider(): Promise<SmsProvider | null> {
    const name = await this.settings.text('sms_provider');
    return Object.prototype.hasOwnProperty.call(this.providers, name) ? this.providers[name as SmsProviderName] : null;
  }

  async configured(): Promise<boolean> {
    const provider = await this.provider();
    return provider ? provider.ready() : false;
  }

  /** Delivers the message, or rejects with the provider's reason; the outbox records either. */
  async send(message: SmsMessage): Promise<void> {
    const provider = await this.provider();
    if (!provider || !(await provider.ready())) throw new Error('no SMS provider is configured');
    const row = { mobile: message.mobile, template_code: message.templateCode, provider: provider.name, member_id: message.memberId ?? null };
    try {
      const content = await provider.deliver(message);
      await this.db.insert(smsOutbox).values({ ...row, content, status: provider.name === 'log' ? 'logged' : 'sent' });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await this.db.insert(smsOutbox).values({ ...row, content: message.templateCode, status: 'failed', error: reason.slice(0, 500) });
      throw error instanceof Error ? error : new Error(reason);
    }
  }
}
