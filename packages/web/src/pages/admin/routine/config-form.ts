/**
 * The settings page's decisions (issue 6), pure: settings by group, the form values of each, the check
 * of each value with the contract's `configValueSchema`, and what a save sends (a secret left empty
 * keeps its value, so it is not sent).
 */
import { CONFIG_GROUPS, configValueSchema, type ConfigGroup, type ConfigItem, type ConfigValue } from '@vessel/contract';

export function groupsOf(items: readonly ConfigItem[]): Array<{ group: ConfigGroup; items: ConfigItem[] }> {
  return CONFIG_GROUPS.map((group) => ({ group, items: items.filter((item) => item.group === group).sort((a, b) => b.weigh - a.weigh) })).filter(
    (entry) => entry.items.length > 0,
  );
}

/** The form value of a setting: secrets start empty (write-only), lists stay lists. */
export function initialConfigValue(item: ConfigItem): ConfigValue {
  if (item.secret) return '';
  if (item.type === 'checkbox') return Array.isArray(item.value) ? item.value : [];
  if (item.type === 'switch') return item.value === true;
  if (item.type === 'number') return typeof item.value === 'number' ? item.value : item.value === null || item.value === '' ? null : Number(item.value);
  return item.value ?? '';
}

export function initialConfigValues(items: readonly ConfigItem[]): Record<string, ConfigValue> {
  return Object.fromEntries(items.map((item) => [item.name, initialConfigValue(item)]));
}

/** The message key of a value that the server would refuse, or null. An empty secret is always fine. */
export function configValueError(item: ConfigItem, value: unknown): string | null {
  if (item.secret && (value === '' || value === null || value === undefined)) return null;
  const parsed = configValueSchema(item).safeParse(value ?? (item.type === 'number' ? undefined : ''));
  if (parsed.success) return null;
  const message = parsed.error.issues[0]?.message ?? '';
  return message.startsWith('validate.') ? message : 'validate.invalid';
}

/** The body of `POST /admin/routine.Config/edit` for one tab's items. */
export function configEditValues(items: readonly ConfigItem[], values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const item of items) {
    const value = values[item.name];
    if (item.secret && (value === '' || value === null || value === undefined)) continue;
    out[item.name] = value;
  }
  return out;
}

/**
 * The title of a setting: an area's seeded ones come translated by the server (`title_text`, its
 * manifest's words), the platform's are keys of the web's bundle (`config.{name}`), added ones plain text.
 */
export function configTitle(item: Pick<ConfigItem, 'title' | 'title_text'>, t: (key: string, options?: { defaultValue: string }) => string): string {
  if (item.title_text) return item.title_text;
  return item.title.startsWith('config.') ? t(`routine.${item.title}`, { defaultValue: item.title }) : item.title;
}
