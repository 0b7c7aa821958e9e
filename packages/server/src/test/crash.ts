import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { imoFrom } from '@vessel/contract';
import { api, loginBuilt, startBuiltServer as start, stopped } from './built-server.js';

/**
 * kill -9 of the server in the middle of a stream of acknowledged writes, then a restart on the same data
 * (issue 20, faults): every write the server acknowledged is there, and nothing is half written (a ship is
 * written with its own department in one transaction: no ship without it, no ship department without its
 * ship). The built server is what runs (test/built-server.ts). Used by crash-recovery.test.ts (the
 * embedded database) and crash-recovery-postgres.test.ts.
 */
const login = async (base: string) => (await loginBuilt(base)).token;

/**
 * Writes ships four at a time until the server is killed under them; answers the ids it acknowledged.
 * The kill lands after `killAfter` acknowledgements, while other writes are in flight.
 */
async function writeUntilKilled(base: string, child: ChildProcess, killAfter: number): Promise<{ acknowledged: string[]; inFlightAtKill: number }> {
  const token = await login(base);
  const root = (await api(base, '/admin/auth.Department/index', token)).data.list[0].id as string;
  const acknowledged: string[] = [];
  let inFlight = 0;
  let inFlightAtKill = 0;
  let seq = Number.parseInt(randomBytes(3).toString('hex'), 16) % 800_000;
  let killed = false;
  const writer = async () => {
    while (!killed) {
      const imo = imoFrom(String(100_000 + ++seq));
      inFlight++;
      try {
        const answer = await api(base, '/admin/fleet.Ship/add', token, {
          name_en: `Crash ${imo}`,
          imo_no: imo,
          flag: 'PA',
          ship_type: 'bulk_carrier',
          trading_area: 'international',
          status: 'in_service',
          fleet_group_id: root,
        });
        if (answer.code !== 1) throw new Error(`write refused: ${JSON.stringify(answer)}`);
        acknowledged.push(answer.data.row.id as string);
        if (acknowledged.length >= killAfter && !killed) {
          killed = true;
          inFlightAtKill = inFlight - 1;
          child.kill('SIGKILL');
        }
      } catch (error) {
        // A write the kill cut off was never acknowledged; anything else is a failure of the test.
        if (!killed) throw error;
      } finally {
        inFlight--;
      }
    }
  };
  await Promise.all([writer(), writer(), writer(), writer()]);
  await stopped(child);
  return { acknowledged, inFlightAtKill };
}

export interface Counts {
  ships: Set<string>;
  shipsWithoutDepartment: number;
  departmentsWithoutShip: number;
}

const COUNTS_SQL = {
  ships: `SELECT id FROM ship WHERE name_en LIKE 'Crash %'`,
  shipsWithoutDepartment: `SELECT count(*)::int AS n FROM ship s LEFT JOIN department d ON d.id = s.dept_id WHERE d.id IS NULL`,
  departmentsWithoutShip: `SELECT count(*)::int AS n FROM department d LEFT JOIN ship s ON s.dept_id = d.id WHERE d.dept_type = 'ship' AND s.id IS NULL`,
};

export async function countsOf(query: (text: string) => Promise<{ rows: any[] }>): Promise<Counts> {
  return {
    ships: new Set((await query(COUNTS_SQL.ships)).rows.map((row) => row.id as string)),
    shipsWithoutDepartment: (await query(COUNTS_SQL.shipsWithoutDepartment)).rows[0].n as number,
    departmentsWithoutShip: (await query(COUNTS_SQL.departmentsWithoutShip)).rows[0].n as number,
  };
}

export async function killAndRestart(env: Record<string, string>, read: () => Promise<Counts>) {
  const first = await start(env);
  const { acknowledged, inFlightAtKill } = await writeUntilKilled(first.base, first.child, 40);
  expect(acknowledged.length).toBeGreaterThanOrEqual(40);
  // The kill landed with writes under way, or the test proves nothing about half-written ones.
  expect(inFlightAtKill).toBeGreaterThan(0);

  // The restarted server opens the same data and serves it.
  const second = await start(env);
  try {
    const token = await login(second.base);
    const listed = await api(second.base, '/admin/fleet.Ship/index?limit=100&quick_search=Crash', token);
    expect(listed.code, JSON.stringify(listed)).toBe(1);
    const listedIds = new Set((listed.data.list as Array<{ id: string }>).map((row) => row.id));
    expect(acknowledged.filter((id) => !listedIds.has(id))).toEqual([]);
  } finally {
    second.child.kill('SIGTERM');
    await stopped(second.child);
  }
  const counts = await read();
  expect(acknowledged.filter((id) => !counts.ships.has(id))).toEqual([]);
  expect(counts.shipsWithoutDepartment).toBe(0);
  expect(counts.departmentsWithoutShip).toBe(0);
}

