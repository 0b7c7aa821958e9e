import type { Area } from '../area';

/**
 * One refresh at a time (spec §4): while a refresh runs, every other request that met an expired token
 * waits on the same promise and is replayed when it settles.
 */
export class SingleFlightRefresh {
  private running: Promise<void> | null = null;

  constructor(private readonly run: (area: Area) => Promise<void>) {}

  refresh(area: Area): Promise<void> {
    this.running ??= this.run(area).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  get isRunning(): boolean {
    return this.running !== null;
  }
}
