import type { FastifyBaseLogger } from 'fastify';
import type { SettingsService } from '../settings/settings.js';
import type { AlertService } from './engine.js';

/** The job's interval when the setting is absent or unreadable. */
export const DEFAULT_INTERVAL_MINUTES = 60;

/**
 * Runs the alert job inside the server: first a minute after start, then every `alert_job_interval_minutes`
 * (read again before each wait, so a change applies without a restart; 0 stops it). Several processes may
 * all schedule it: on PostgreSQL the engine's advisory lock lets one of them work per round.
 */
export class AlertScheduler {
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly alerts: AlertService,
    private readonly settings: SettingsService,
    private readonly log: FastifyBaseLogger,
    private readonly firstDelayMs = 60_000,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(this.firstDelayMs);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tick(), delayMs);
    // The job never keeps the process alive on its own.
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    try {
      if ((await this.intervalMinutes()) > 0) {
        const outcome = await this.alerts.run();
        if (outcome.ran && (outcome.raised || outcome.closed || outcome.mailed)) this.log.info({ alerts: outcome }, 'alert job');
      }
    } catch (error) {
      this.log.warn({ err: error }, 'alert job failed');
    }
    const minutes = await this.intervalMinutes().catch(() => DEFAULT_INTERVAL_MINUTES);
    this.schedule(Math.max(1, minutes || DEFAULT_INTERVAL_MINUTES) * 60_000);
  }

  private async intervalMinutes(): Promise<number> {
    const value = await this.settings.number('alert_job_interval_minutes');
    return Number.isFinite(value) && value >= 0 ? value : DEFAULT_INTERVAL_MINUTES;
  }
}
