import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AdminAccess } from '../authorization.js';
import type { Row } from './define.js';

/** What a step's effect is given: the rows it acts on (already in the caller's scope), its input, the transaction. */
export interface StepContext<Input> {
  rows: Row[];
  input: Input;
  tx: Db;
  request: FastifyRequest;
  access: AdminAccess;
}

/**
 * A workflow step of a resource (`POST /admin/{resource}/{name}`): a certificate's renewal, an
 * assignment's sign-on. It declares its input, right, the states it moves between and its effect; the kit
 * runs the rest for it, so no step can skip it: the right (`{path}/{name}` unless `right` says otherwise),
 * validation of the input, the caller's data scope on the rows it names, the transaction, the
 * sensitive-data log of every row it changes and the admin log of the call.
 */
export interface StepDefinition<Input extends { id?: string; ids?: readonly string[] } = { id?: string; ids?: readonly string[] }> {
  /** The resource's name (`crew.Assignment`). */
  resource: string;
  name: string;
  /** The body: names the rows by `id` (one record) or `ids` (a batch). */
  input: z.ZodType<Input>;
  right?: string;
  /** The states the step may start from, read from `field` of each row; a row in another state is refused. */
  from?: { field: string; states: readonly string[] };
  /**
   * `each`: every row in its own transaction, a refusal of one row leaves the others to go ahead and is
   * answered with its reason; `all`: one transaction, any refusal refuses the call.
   */
  mode: 'each' | 'all';
  /** The effect: answers the rows as they are after the step (for the sensitive-data log and the answer). */
  run(context: StepContext<Input>): Promise<Row[]>;
}
