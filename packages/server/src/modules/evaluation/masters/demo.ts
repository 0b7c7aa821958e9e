import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { masterReviewDueDate, type MasterReviewItem } from '@vessel/contract';
import { authorities } from '../../../platform/authorities.js';
import { loadAccess } from '../../../platform/authorization.js';
import { admin } from '../../../platform/identity/tables.js';
import type { PartDemo } from '../demo-input.js';
import { raiseFollowUp } from './steps.js';
import { masterReview } from './tables.js';

const item = (section: string, comment: string, suggestion: string): MasterReviewItem => ({
  id: randomUUID(),
  section,
  comment,
  suggestion,
  response: null,
  accepted: null,
  follow_up: null,
  dcr_id: null,
  ncr_id: null,
});

/**
 * Each demo ship's master's review for last year, answered (suggestions accepted on the first ship make a
 * DCR, one on the second an NCR), and this year's: the first ship's submitted, the last one's a draft past
 * its due day (late), the others drafts or not started.
 */
export const seedDemoMasterReviews: PartDemo = async (context, input): Promise<Record<string, number>> => {
  const db = context.db;
  if ((await db.select({ id: masterReview.id }).from(masterReview).limit(1)).length) return {};
  const dpa = input.staff.get('dpa_zhou') ?? input.staff.get('marine_wang');
  if (!dpa || !input.ships.length) return {};
  const year = Number(input.today.slice(0, 4));
  let reviews = 0;
  await db.transaction(async (tx) => {
    const [officer] = await tx.select().from(admin).where(eq(admin.id, dpa));
    const office = await loadAccess(tx, officer!);
    for (const [index, ship] of input.ships.entries()) {
      const master = (await authorities.shipMasters(tx, ship.dept_id))[0] ?? null;
      const base = { ship_id: ship.id, dept_id: ship.dept_id, master_id: master };
      const items = [
        item('7', 'The bunkering checklist does not cover the new fuel oil sampling rule', 'Add the MARPOL Annex VI sampling points to the bunkering checklist'),
        item('10', 'Spares for the emergency fire pump were delivered late twice', 'Keep two sets of impellers on board'),
        item('6', 'Familiarisation takes too long on a short port call', ''),
      ];
      const answered: MasterReviewItem[] = [];
      const [row] = await tx
        .insert(masterReview)
        .values({ ...base, year: year - 1, review_no: `${ship.name_en} ${year - 1}`, due_date: masterReviewDueDate(year - 1), status: 'responded', items, submitted_at: new Date(`${year - 1}-11-10T08:00:00Z`), responded_at: new Date(`${year - 1}-12-05T08:00:00Z`) })
        .returning();
      for (const [n, one] of items.entries()) {
        const accepted = n === 0 || (n === 1 && index === 1);
        const follow_up = !accepted ? null : n === 0 && index === 0 ? 'dcr' : n === 1 ? 'ncr' : 'none';
        const response = accepted ? 'Accepted: the office follows it up' : 'Not accepted: the familiarisation follows the flag requirement';
        answered.push(await raiseFollowUp(tx, row!, { ...one, response, accepted, follow_up }, office));
      }
      await tx.update(masterReview).set({ items: answered }).where(eq(masterReview.id, row!.id));
      reviews += 1;
      const last = index === input.ships.length - 1;
      if (index > 0 && !last && index % 2 === 0) continue; // not started yet
      const submitted = index === 0;
      await tx.insert(masterReview).values({
        ...base,
        year,
        review_no: `${ship.name_en} ${year}`,
        // The last ship's is late whatever the demo's day: due at the end of the month before it (January's end in January).
        due_date: last ? masterReviewDueDate(year, Math.max(1, Number(input.today.slice(5, 7)) - 1)) : masterReviewDueDate(year),
        status: submitted ? 'submitted' : 'draft',
        items: [item('12', 'The internal audit found the same permit-to-work issue twice', 'Review the permit-to-work training')],
        submitted_at: submitted ? new Date(`${input.today}T08:00:00Z`) : null,
      });
      reviews += 1;
    }
  });
  return { masterReviews: reviews };
};
