import type { FastifyRequest } from 'fastify';
import type { ResourceDef } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { Row } from './define.js';

/** What a hook learns of a write made through the generic actions; it runs inside the write's transaction. */
export interface WriteEvent {
  resource: ResourceDef;
  /** The SQL name of the resource's table. */
  tableName: string;
  tx: Db;
  request: FastifyRequest;
}

/**
 * Extension points of the resource kit (STYLE habit 8): other modules observe adds, deletes and updates of any
 * resource without the resource knowing them — the data recycle bin and the sensitive-data log do so.
 * A hook that throws rolls the write back.
 */
export class ResourceHooks {
  private readonly deleteHooks: Array<(event: WriteEvent & { rows: Row[] }) => Promise<void>> = [];
  private readonly updateHooks: Array<(event: WriteEvent & { before: Row; after: Row }) => Promise<void>> = [];
  private readonly insertHooks: Array<(event: WriteEvent & { row: Row }) => Promise<void>> = [];
  private readonly changeListeners: Array<(resourceName: string) => void> = [];

  /** Told after any add, edit or delete of a resource has committed (caches listen here). */
  onChange(listener: (resourceName: string) => void): void {
    this.changeListeners.push(listener);
  }

  changed(resourceName: string): void {
    for (const listener of this.changeListeners) listener(resourceName);
  }

  onDelete(hook: (event: WriteEvent & { rows: Row[] }) => Promise<void>): void {
    this.deleteHooks.push(hook);
  }

  onUpdate(hook: (event: WriteEvent & { before: Row; after: Row }) => Promise<void>): void {
    this.updateHooks.push(hook);
  }

  /** A record added through the kit's form, after the resource's own `afterWrite`, inside the transaction. */
  onInsert(hook: (event: WriteEvent & { row: Row }) => Promise<void>): void {
    this.insertHooks.push(hook);
  }

  async inserted(event: WriteEvent & { row: Row }): Promise<void> {
    for (const hook of this.insertHooks) await hook(event);
  }

  async deleted(event: WriteEvent & { rows: Row[] }): Promise<void> {
    for (const hook of this.deleteHooks) await hook(event);
  }

  async updated(event: WriteEvent & { before: Row; after: Row }): Promise<void> {
    for (const hook of this.updateHooks) await hook(event);
  }
}
