import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { serviceToken } from '../../platform/services.js';

/**
 * What the security area offers other areas: its service tokens and types, and nothing else (a leaf file:
 * a consumer never depends on the recycle bin's tables). Provided by the security manifest.
 */

/** Rows removed by something other than the generic delete (a generated table dropped): what the bin keeps of them. */
export interface RecycledRows {
  /** The resource the rows were served as (`bunker_note.BunkerNote`): a restore puts them back there. */
  resource: string;
  /** Their table. */
  table: string;
  /** The field whose value labels a row in the bin's list. */
  labelField: string;
  rows: ReadonlyArray<Record<string, unknown> & { id: string }>;
}

/**
 * The recycle bin, for a module that removes rows in bulk: each row goes in as a copy, in the caller's
 * transaction, attributed to the request's administrator, restorable once its resource is served again.
 */
export interface RecycleBinService {
  keep(tx: Db, recycled: RecycledRows, request: FastifyRequest): Promise<number>;
}
export const RECYCLE_BIN = serviceToken<RecycleBinService>('security.recycleBin');
