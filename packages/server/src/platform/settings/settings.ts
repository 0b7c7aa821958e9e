import { sql } from 'drizzle-orm';
import type { ConfigValue, SiteConfig } from '@vessel/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { builtInSettings, type SettingSeed } from './defaults.js';
import { config } from './tables.js';

/** How long a process trusts what it read; the database stays the only authority. */
const CACHE_MS = 2000;

/**
 * Reads the stored settings for the rest of the server. Values are cached for two seconds, so a change
 * made through another process is seen within that time; a change made here is seen at once.
 */
export class SettingsService {
  private cached: { at: number; values: Map<string, ConfigValue> } | null = null;
  private readonly defaults: Map<string, ConfigValue>;

  constructor(
    private readonly db: Db,
    env: Config,
  ) {
    this.defaults = new Map(builtInSettings(env).map((seed) => [seed.name, seed.value]));
  }

  /**
   * `db`: the open transaction of a caller inside one. On PGlite (one connection) a query outside it
   * would wait for that transaction to end, which waits for the query: the request would hang.
   */
  async all(db: Db = this.db): Promise<Map<string, ConfigValue>> {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.values;
    const rows = await db.select({ name: config.name, value: config.value }).from(config);
    const values = new Map(this.defaults);
    for (const row of rows) values.set(row.name, row.value);
    this.cached = { at: Date.now(), values };
    return values;
  }

  invalidate(): void {
    this.cached = null;
  }

  async text(name: string): Promise<string> {
    const value = (await this.all()).get(name);
    return value === null || value === undefined ? '' : String(value);
  }

  async number(name: string): Promise<number> {
    const value = Number((await this.all()).get(name));
    return Number.isFinite(value) ? value : Number(this.defaults.get(name) ?? 0);
  }

  async flag(name: string, db?: Db): Promise<boolean> {
    return (await this.all(db)).get(name) === true;
  }

  /** Site config of spec §3: what the client needs, never a secret. */
  async siteConfig(): Promise<SiteConfig> {
    return {
      siteName: await this.text('site_name'),
      recordNumber: await this.text('record_number'),
      version: await this.text('version'),
      cdnUrl: await this.text('cdn_url'),
      apiUrl: await this.text('api_url'),
      upload: {
        mode: await this.text('upload_mode'),
        maxsize: await this.text('upload_maxsize'),
        mimetype: await this.text('upload_mimetype'),
        savename: await this.text('upload_savename'),
      },
      headNav: [],
    };
  }
}

/** Adds the built-in settings an installation lacks; values already stored are never touched (their options follow the product). */
export async function seedSettings(db: Db, env: Config): Promise<void> {
  await storeSettingSeeds(db, builtInSettings(env));
}

/**
 * Adds settings an installation lacks (the platform's, or a module's from its manifest), listed after
 * those of the same group already there; a stored value is never touched, a choice list follows the
 * product.
 */
export async function storeSettingSeeds(db: Db, seeds: readonly SettingSeed[], weighBelow = 0): Promise<void> {
  if (seeds.length === 0) return;
  let weigh = weighBelow + seeds.length;
  await db
    .insert(config)
    .values(
      seeds.map((seed) => ({
        name: seed.name,
        group: seed.group,
        title: `config.${seed.name}`,
        type: seed.type,
        value: seed.value,
        options: seed.options ?? [],
        required: seed.required ?? false,
        secret: seed.secret ?? false,
        allow_del: false,
        weigh: weigh--,
      })),
    )
    // A built-in choice list is the product's: a new version's options reach existing installations.
    .onConflictDoUpdate({ target: config.name, set: { options: sql`excluded.options` } });
}
