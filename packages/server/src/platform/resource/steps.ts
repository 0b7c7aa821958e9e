import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { MessageKey } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { AdminAccess } from '../authorization.js';
import type { Row } from './define.js';

/** What a step's effect is given: the rows it acts on (already in the caller's scope, locked), its input, the transaction. */
export interface StepContext<Input> {
  rows: Row[];
  input: Input;
  tx: Db;
  request: FastifyRequest;
  access: AdminAccess;
}

/**
 * A row of another resource the step changed beside its own (a certificate's survey window): the kit runs
 * that resource's update hooks for it too, so the sensitive-data log sees every change a step makes.
 */
export interface RelatedChange {
  /** The resource's name (`cert.CertificateSurvey`): it must be registered. */
  resource: string;
  before: Row;
  after: Row;
}

/** What an effect answers when a bare list of rows is not enough. */
export interface StepOutcome {
  /** The step's own rows as they are after it (the update hooks compare them with the rows it was given). */
  rows: Row[];
  related?: readonly RelatedChange[];
  /** What the answer is made from (`answer` reads it): a created record, a count. */
  value?: unknown;
}

/** The success answer of an `all` step: its `data` and the message the client shows. */
export interface StepAnswer {
  data: unknown;
  message?: MessageKey;
  params?: Record<string, string | number>;
}

/**
 * A workflow step of a resource (`POST /admin/{resource}/{name}`): a certificate's renewal, an
 * assignment's sign-on. It declares its input, right, the states it moves between and its effect; the kit
 * runs the rest for it, so no step can skip it: the right (`{path}/{name}` unless `right` says otherwise),
 * validation of the input, the caller's data scope on the rows it names (locked with SELECT … FOR UPDATE),
 * the transaction, the sensitive-data log of every row it changes and the admin log of the call.
 *
 * Hooks are declared as methods so that a step with a narrower input still fits the registry's list.
 */
export interface StepDefinition<Input extends { id?: string; ids?: readonly string[] } = { id?: string; ids?: readonly string[] }> {
  /** The resource's name (`crew.Assignment`). */
  resource: string;
  name: string;
  /** The body: names the rows by `id` (one record) or `ids` (a batch). */
  input: z.ZodType<Input>;
  right?: string;
  /** The states the step may start from, read from `field` of each row; a row in another state is refused. */
  from?: {
    field: string;
    states: readonly string[];
    /** The refusal's message, given `{status}` (the state's words) and `{step}`; `record.stepNotAllowed` when absent. */
    refusal?: MessageKey;
    /**
     * The message key of a state's words. Absent: `{path with dots}.{field}_options.{state}`, looked up in
     * the resource's own words (a resource described by data) and then the contract's; the state's code
     * itself when neither has it, so an unnamed state never fails the answer.
     */
    stateKey?(state: string): string;
    /** The message key of the step's words for `{step}`; the step's name when absent or unknown. */
    stepKey?: string;
  };
  /**
   * `each`: every row in its own transaction, a refusal of one row leaves the others to go ahead and is
   * answered with its reason (and its ApiError's `data`, such as the documents a seafarer lacks); any
   * refusal makes the answer a failure carrying `{done, refused}`. `all`: one transaction, any refusal
   * refuses the call.
   */
  mode: 'each' | 'all';
  /**
   * Rows of other tables to lock before the step's own, in the order every writer of them takes them
   * (an assignment step locks its seafarer first, as the assignment form does), so two writers never
   * wait on each other. Runs in the step's transaction, before its rows are read and scoped.
   */
  lockFirst?(tx: Db, ids: readonly string[]): Promise<void>;
  /** The effect: answers the rows as they are after the step (for the sensitive-data log and the answer). */
  run(context: StepContext<Input>): Promise<Row[] | StepOutcome>;
  /** After a transaction of the step committed (each row's, or the call's): work that must see it committed. */
  committed?(rows: Row[], request: FastifyRequest): Promise<void>;
  /** `all`: the success answer (default: `{done, refused: []}`), after the commit. */
  answer?(outcome: StepOutcome, request: FastifyRequest): Promise<StepAnswer> | StepAnswer;
  /** `each`: the messages of the answer, given `{count}` (done) and, for a refusal, `{reasons}`. */
  messages?: { done: MessageKey; refused: MessageKey };
}

/**
 * Declares a step with its input's own type, checked against its schema, and hands it over as the
 * registry's list holds it (a manifest's `steps`).
 */
export function defineStep<Input extends { id?: string; ids?: readonly string[] }>(step: StepDefinition<Input>): StepDefinition {
  return step as unknown as StepDefinition;
}
