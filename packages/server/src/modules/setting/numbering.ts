import { eq, sql } from 'drizzle-orm';
import { DEFAULT_SEQUENCE_PATTERN, OFFICE_SEQUENCE_CODE, formatSequenceNumber, isIsoDate, sequencePatternHasYear, shipSequenceCode } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../platform/authorization.js';
import type { Numbering, NumberingRequest } from '../../platform/numbering.js';
import { service } from '../../platform/services.js';
import { SHIP_DIRECTORY } from '../../platform/ships.js';
import { sequenceRuleTable } from './resources.js';

/**
 * The numbering service (platform/numbering.ts). The counter row is taken by one upsert in the caller's
 * transaction: the first number of a scope and period inserts it, every later one increments it under
 * the row's lock, which the next caller waits for until this transaction ends. A rollback undoes the
 * increment, so numbers have no gaps, and concurrent raises never share one.
 *
 * The counter is kept per code the number shows (`{SHIP}`, or `OFF` for the office), not per ship: two
 * ships whose names give the same code (PACIFIC GLORY, PACIFIC DAWN) count on together, so a number can
 * never be issued twice, and each code's numbers still run without gaps.
 */
export const numbering: Numbering = {
  async next(tx: Db, request: NumberingRequest): Promise<string> {
    if (!isIsoDate(request.date)) throw new Error(`numbering: "${request.date}" is not a date`);
    const [rule] = await tx.select().from(sequenceRuleTable).where(eq(sequenceRuleTable.biz_type, request.bizType)).limit(1);
    const pattern = rule && rule.status === 'enable' ? (rule.pattern as string) : DEFAULT_SEQUENCE_PATTERN;

    let ship = OFFICE_SEQUENCE_CODE;
    if (request.shipId) {
      const found = (await service(SHIP_DIRECTORY).byIds(tx, [request.shipId])).get(request.shipId);
      if (!found) throw new Error(`numbering: no ship ${request.shipId}`);
      ship = shipSequenceCode(found.name_en);
    }
    const period = sequencePatternHasYear(pattern) ? request.date.slice(0, 4) : '';
    const [counter] = rowsOf<{ value: number }>(
      await tx.execute(sql`
        insert into sequence_counter (biz_type, scope_key, period, value)
        values (${request.bizType}, ${ship}, ${period}, 1)
        on conflict (biz_type, scope_key, period) do update set value = sequence_counter.value + 1
        returning value`),
    );
    return formatSequenceNumber(pattern, { biz: request.bizType, ship, date: request.date, value: Number(counter!.value) });
  },
};
