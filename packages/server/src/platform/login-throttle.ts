import { and, eq, lt, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { SettingsService } from './settings/settings.js';
import { loginKnownAddress, loginThrottle } from './identity/tables.js';

/** The `login` settings of the configuration (config.ts documents each). */
export type ThrottleSettings = Config['login'];

/**
 * The limits as they stand at each use: the environment's window and delays, with the three counts an
 * administrator may change in the security settings. Administrators and members share them.
 */
export function currentLimits(login: ThrottleSettings, settings: Pick<SettingsService, 'number'>): () => Promise<ThrottleSettings> {
  return async () => ({
    ...login,
    perAccountAddress: await settings.number('login_max_per_account_address'),
    perAddress: await settings.number('login_max_per_address'),
    perAccount: await settings.number('login_max_per_account'),
  });
}

/**
 * Slows repeated failed logins without letting a stranger lock the owner out. Three counters:
 * - one account from one address: the usual password guesser;
 * - one address, any account: a guesser spraying many accounts;
 * - one account from anywhere: a distributed guesser. This one only slows addresses the account has
 *   never logged in from, so the owner at a known address is never held back by it.
 * Past its threshold a counter imposes a wait that doubles with each further failure, up to a cap;
 * nothing is ever locked for good. Accounts are keyed in lower case, as usernames are unique so.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    /** Read at each use: the limits are system settings an administrator may change. */
    private readonly settingsOf: () => Promise<ThrottleSettings>,
    private readonly scope: 'admin' | 'user',
  ) {}

  private keys(account: string, address: string) {
    const acct = `${this.scope}:${account.toLowerCase()}`;
    return {
      accountAddress: `aa:${acct}@${address}`,
      address: `a:${this.scope}@${address}`,
      account: `acct:${acct}`,
    };
  }

  /** Seconds the caller must still wait, or 0 when the attempt may proceed. */
  async waitSeconds(account: string, address: string, now = new Date()): Promise<number> {
    const keys = this.keys(account, address);
    const rows = await this.db
      .select()
      .from(loginThrottle)
      .where(sql`${loginThrottle.key} in (${keys.accountAddress}, ${keys.address}, ${keys.account})`);
    let until = 0;
    for (const row of rows) {
      if (!row.blocked_until || row.blocked_until <= now) continue;
      if (row.key === keys.account && (await this.isKnownAddress(account, address))) continue;
      until = Math.max(until, row.blocked_until.getTime());
    }
    return until ? Math.ceil((until - now.getTime()) / 1000) : 0;
  }

  async recordFailure(account: string, address: string, now = new Date()): Promise<void> {
    const keys = this.keys(account, address);
    const settings = await this.settingsOf();
    const limits: Array<[string, number]> = [
      [keys.accountAddress, settings.perAccountAddress],
      [keys.address, settings.perAddress],
      [keys.account, settings.perAccount],
    ];
    const windowStart = new Date(now.getTime() - settings.windowSeconds * 1000);
    for (const [key, limit] of limits) {
      // One statement per counter: a failure that starts a new window resets it, otherwise it counts on.
      const [row] = await this.db
        .insert(loginThrottle)
        .values({ key, failures: 1, window_started_at: now })
        .onConflictDoUpdate({
          target: loginThrottle.key,
          set: {
            failures: sql`case when ${loginThrottle.window_started_at} < ${windowStart} then 1 else ${loginThrottle.failures} + 1 end`,
            window_started_at: sql`case when ${loginThrottle.window_started_at} < ${windowStart} then ${now} else ${loginThrottle.window_started_at} end`,
          },
        })
        .returning({ failures: loginThrottle.failures });
      const failures = row?.failures ?? 1;
      if (failures >= limit) {
        const delay = Math.min(settings.baseDelaySeconds * 2 ** (failures - limit), settings.maxDelaySeconds);
        await this.db
          .update(loginThrottle)
          .set({ blocked_until: new Date(now.getTime() + delay * 1000) })
          .where(eq(loginThrottle.key, key));
      }
    }
  }

  /** A success clears this account's counter at this address and remembers the address as the owner's. */
  async recordSuccess(account: string, address: string, now = new Date()): Promise<void> {
    const keys = this.keys(account, address);
    await this.db.delete(loginThrottle).where(eq(loginThrottle.key, keys.accountAddress));
    await this.db
      .insert(loginKnownAddress)
      .values({ account: keys.account, address, last_success_at: now })
      .onConflictDoUpdate({
        target: [loginKnownAddress.account, loginKnownAddress.address],
        set: { last_success_at: now },
      });
  }

  private async isKnownAddress(account: string, address: string): Promise<boolean> {
    const rows = await this.db
      .select({ address: loginKnownAddress.address })
      .from(loginKnownAddress)
      .where(and(eq(loginKnownAddress.account, this.keys(account, address).account), eq(loginKnownAddress.address, address)))
      .limit(1);
    return rows.length === 1;
  }

  /** Counters whose window and wait are both over carry no information. */
  async purge(now = new Date()): Promise<void> {
    const windowStart = new Date(now.getTime() - (await this.settingsOf()).windowSeconds * 1000);
    await this.db
      .delete(loginThrottle)
      .where(and(lt(loginThrottle.window_started_at, windowStart), sql`coalesce(${loginThrottle.blocked_until} < ${now}, true)`));
  }
}
