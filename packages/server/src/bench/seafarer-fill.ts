/**
 * Seafarers at the bench's scale (issue 22): as many as asked (100,000 by default), made by the database
 * itself (a hundred thousand adds through the API would measure the add action, not the export), each with
 * a number, passport name, Chinese name, nationality, one of the ship ranks, a birth date and an address.
 * Run by the bench module's `/bench/seafarer-fill` route only (BENCH_ROUTES=1), on a fresh database.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

export async function fillSeafarers(db: Db, count: number): Promise<{ seafarers: number }> {
  const rows = Math.max(0, Math.min(1_000_000, Math.trunc(count)));
  // Whole numbers clamped above, written into the statement.
  const n = sql.raw(String(rows));
  await db.execute(sql`
    with ranks as (select array_agg(id order by code) as ids from position where kind = 'ship_rank'),
         pool as (select id from department where code = 'CREW' or (dept_type = 'company' and pid is null) order by (code = 'CREW') desc limit 1)
    insert into seafarer (seafarer_no, name_en, name_zh, nationality, rank_id, employment_state, birth_date, address, dept_id)
    select 'B' || lpad(i::text, 7, '0'),
           (array['WANG','LI','ZHANG','SANTOS','REYES','KUMAR','NGUYEN'])[1 + i % 7] || ' ' || (array['WEI','JUN','MARIA','JOSE','RAVI','MINH'])[1 + (i / 7) % 6] || ' ' || i,
           (array['王','李','张','刘','陈'])[1 + i % 5] || (array['伟','军','海','涛'])[1 + (i / 5) % 4],
           (array['CN','PH','IN','VN','UA'])[1 + i % 5],
           ranks.ids[1 + i % array_length(ranks.ids, 1)],
           'active',
           date '1965-01-01' + (i % 12000),
           'Room ' || (i % 900) || ', Harbour Road ' || (i % 77) || ', Qingdao',
           (select id from pool)
    from generate_series(1, ${n}::int) as i, ranks`);
  return { seafarers: rows };
}
