import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Lang, MessageKey, ResourceDef } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { AdminAccess } from '../authorization.js';
import type { WriteMemo } from './write-memo.js';

export type Row = Record<string, unknown> & { id: string };

export interface WriteContext {
  mode: 'add' | 'edit';
  /** The row as it was, on edit. */
  existing: Row | null;
  access: AdminAccess;
  tx: Db;
  request: FastifyRequest;
  /** Lookups remembered for the rest of the run of writes (one form write, or a whole import). */
  memo: WriteMemo;
}

/**
 * A resource served by the generic actions: its declaration from the contract, its table, and only what
 * is special about it. Every hook is optional.
 */
export interface ResourceBinding {
  def: ResourceDef;
  table: PgTable;
  /**
   * How the data scope of the caller's roles applies: records of visible departments (`department`
   * column) and the caller's own records (`owner` column). Absent: the resource is not scoped.
   */
  scope?: { department?: PgColumn; owner?: PgColumn };
  /** A further condition on every read and write, from the caller's access (e.g. roles below one's own). */
  restrict?(access: AdminAccess, db: Db): Promise<SQL | undefined> | SQL | undefined;
  /** Adds computed or related fields to rows about to be answered. */
  present?(rows: Row[], db: Db): Promise<Row[]>;
  /** Checks business rules and turns form values into column values, inside the write's transaction. */
  toColumns?(values: Record<string, unknown>, context: WriteContext): Promise<Record<string, unknown>>;
  /** Writes related rows (role members, rule sets) in the same transaction. */
  afterWrite?(row: Row, values: Record<string, unknown>, context: WriteContext): Promise<void>;
  /** Refuses a delete, or cleans up, inside the delete's transaction. */
  beforeDelete?(rows: Row[], context: Omit<WriteContext, 'mode' | 'existing' | 'memo'>): Promise<void>;
  /**
   * Replaces the plain DELETE of the rows (inside the transaction): e.g. counting down a reference
   * instead. Answers how many records were removed.
   */
  remove?(rows: Row[], context: Omit<WriteContext, 'mode' | 'existing' | 'memo'>): Promise<number>;
  /** Runs after a delete has committed: what cannot be rolled back (removing files) waits until then. */
  afterDelete?(rows: Row[]): Promise<void>;
  /**
   * Why a delete of this resource does not go to the recycle bin. Absent: every delete leaves a full
   * copy there, which a restore puts back (docs/api.md, recycle bin). Say it when a copy could not
   * honestly be restored (its file is removed from storage, it is the bin's own machinery).
   */
  notRecycled?: MessageKey;
  /** Puts back, inside the restore's transaction, what the delete changed beside the row (a ship's department node). */
  afterRestore?(row: Row, tx: Db): Promise<void>;
  /** Columns answered although no form field declares them (read-only facts such as `is_super`). */
  readOnlyColumns?: readonly string[];
  /**
   * The module serves this resource with its own routes (settings are edited by group, not as rows): the
   * generic actions leave it alone, while the recycle bin, the sensitive-data log and reference checks
   * still know it.
   */
  ownRoutes?: true;
  /** Extra rights that may read the remote-select list (forms that pick from this resource). */
  selectRights?: readonly string[];
  /**
   * The words of a resource described by data, which has no static web locale: flat keys
   * `{module}.{resource}.{field}`, `{module}.{resource}.{field}_options.{value}` and `menu.{path}`, by
   * language. The definitions endpoint hands them to the web, which adds them under its static words
   * (never over them). Built-in resources leave this out: their words ship with the web.
   */
  translations?: Partial<Record<Lang, Record<string, string>>>;
}
