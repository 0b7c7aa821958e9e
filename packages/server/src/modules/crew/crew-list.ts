import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inArray } from 'drizzle-orm';
import { countryOf, crewListQuery, type CrewListQuery } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { CREW_ON_BOARD } from '../../platform/crew-on-board.js';
import { ApiError } from '../../platform/envelope.js';
import type { ModuleContext } from '../../platform/module.js';
import { printingCompany, renderPdf, sendPdf, type PdfBlock } from '../../platform/pdf.js';
import { service } from '../../platform/services.js';
import { SHIP_DIRECTORY, type Ship } from '../../platform/ships.js';
import { CERTIFICATE_TYPES, SEAFARER_DOCUMENTS, type SeafarerDocument } from '../cert/api.js';
import { seafarer } from './tables.js';

/**
 * The identity documents box 11 of FAL Form 5 may name, in the order one is chosen: the seafarer's
 * identity document proper (the seaman's book, or a seafarer's passport), else the national passport.
 */
export const IDENTITY_DOCUMENT_CODES = ['SEAMANS_BOOK', 'SEAFARER_PASSPORT', 'PASSPORT'] as const;
const DOCUMENT_NATURE: Record<(typeof IDENTITY_DOCUMENT_CODES)[number], string> = {
  SEAMANS_BOOK: "Seaman's book",
  SEAFARER_PASSPORT: "Seafarer's passport",
  PASSPORT: 'Passport',
};
const VOID = new Set(['superseded', 'suspended', 'withdrawn']);

/** One seafarer's line of the crew list (boxes 6 to 13), as data: what the PDF prints and the tests read. */
export interface CrewListRow {
  /** 6: the line's number, from 1. */
  no: number;
  seafarer_id: string;
  /** 7: family name, given names. */
  family_name: string;
  given_names: string;
  /** 8: rank or rating (English), with its seniority. */
  rank: string;
  rank_weigh: number;
  /** 9: nationality (English name of the state; the code when unknown). */
  nationality: string;
  /** 10: date and place of birth. */
  birth_date: string;
  birth_place: string;
  /** 11: nature and number of the identity document; '' when the seafarer holds none of IDENTITY_DOCUMENT_CODES. */
  document_nature: string;
  document_code: string;
  document_no: string;
  /** 12: the issuing state of that document. */
  document_issuing_state: string;
  /** 13: its expiry date ('' when it has none). */
  document_expiry: string;
}

/** A state's English name for the form (the code itself when the list of countries does not know it). */
export function stateName(code: string): string {
  if (!code) return '';
  return countryOf(code)?.name_en ?? code;
}

/**
 * A name as the form splits it: "FAMILY, GIVEN" when written so; otherwise the family name first for the
 * nationalities that write it first (China, Korea, Japan, Vietnam...), last for the others.
 */
export function splitName(name: string, nationality: string): { family: string; given: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const comma = trimmed.indexOf(',');
  if (comma >= 0) return { family: trimmed.slice(0, comma).trim(), given: trimmed.slice(comma + 1).trim() };
  const parts = trimmed.split(' ');
  if (parts.length === 1) return { family: trimmed, given: '' };
  if (['CN', 'HK', 'MO', 'TW', 'KR', 'KP', 'JP', 'VN'].includes(nationality)) return { family: parts[0]!, given: parts.slice(1).join(' ') };
  return { family: parts.at(-1)!, given: parts.slice(0, -1).join(' ') };
}

/** The identity document the list names: a live one of the preferred kind, valid on the day when one is. */
function identityDocument(documents: readonly SeafarerDocument[], codeOf: Map<string, string>, date: string): (SeafarerDocument & { code: (typeof IDENTITY_DOCUMENT_CODES)[number] }) | null {
  const candidates = documents
    .filter((doc) => !VOID.has(doc.status))
    .map((doc) => ({ doc, rank: IDENTITY_DOCUMENT_CODES.indexOf(codeOf.get(doc.cert_type_id) as never) }))
    .filter((item) => item.rank >= 0)
    .sort((a, b) => {
      const validA = !a.doc.expiry_date || a.doc.expiry_date >= date ? 0 : 1;
      const validB = !b.doc.expiry_date || b.doc.expiry_date >= date ? 0 : 1;
      return validA - validB || a.rank - b.rank || (b.doc.expiry_date ?? '9999').localeCompare(a.doc.expiry_date ?? '9999');
    });
  const best = candidates[0];
  return best ? { ...best.doc, code: IDENTITY_DOCUMENT_CODES[best.rank]! } : null;
}

/**
 * The crew on board the ship on `date` (signed on on or before it and not signed off before it), most
 * senior rank first, each with the identity document box 11 to 13 print.
 */
export async function crewListRows(db: Db, shipId: string, date: string): Promise<CrewListRow[]> {
  const stays = await service(CREW_ON_BOARD).stays(db, [shipId], date, date);
  // A seafarer is listed once, at the rank of the stay that covers the day (two would mean a rank change that day).
  const seen = new Set<string>();
  const aboard = stays.filter((stay) => !seen.has(stay.seafarer_id) && seen.add(stay.seafarer_id));
  if (aboard.length === 0) return [];
  const ids = aboard.map((stay) => stay.seafarer_id);
  const people = new Map(
    (await db.select({ id: seafarer.id, name_en: seafarer.name_en, nationality: seafarer.nationality, birth_date: seafarer.birth_date, birth_place: seafarer.birth_place }).from(seafarer).where(inArray(seafarer.id, ids))).map((row) => [row.id, row]),
  );
  const documents = await service(SEAFARER_DOCUMENTS).ofSeafarers(db, ids, 'live');
  const types = await service(CERTIFICATE_TYPES).byIds(db, documents.map((doc) => doc.cert_type_id));
  const codeOf = new Map([...types.values()].map((type) => [type.id, type.code]));
  return aboard.map((stay, index) => {
    const person = people.get(stay.seafarer_id)!;
    const name = splitName(person.name_en, person.nationality);
    const document = identityDocument(
      documents.filter((doc) => doc.seafarer_id === stay.seafarer_id),
      codeOf,
      date,
    );
    return {
      no: index + 1,
      seafarer_id: stay.seafarer_id,
      family_name: name.family,
      given_names: name.given,
      rank: stay.rank_name_en,
      rank_weigh: stay.rank_weigh,
      nationality: stateName(person.nationality),
      birth_date: person.birth_date ?? '',
      birth_place: person.birth_place,
      document_nature: document ? DOCUMENT_NATURE[document.code] : '',
      document_code: document?.code ?? '',
      document_no: document?.cert_no ?? '',
      document_issuing_state: document ? stateName(document.issuing_country) : '',
      document_expiry: document?.expiry_date ?? '',
    };
  });
}

/** FAL Form 5 (IMO crew list), always in English: the ship's boxes, one line per seafarer, the master's signature. */
export function crewListBlocks(ship: Ship, query: CrewListQuery & { date: string }, rows: readonly CrewListRow[]): PdfBlock[] {
  const mark = (on: boolean) => (on ? '[X]' : '[  ]');
  const arrival = `${mark(query.direction === 'arrival')} Arrival     ${mark(query.direction === 'departure')} Departure`;
  return [
    { kind: 'title', text: 'CREW LIST (IMO FAL Form 5)' },
    { kind: 'text', text: arrival },
    {
      kind: 'boxes',
      rows: [
        [
          { label: '1.1 Name of ship', value: ship.name_en, width: 2 },
          { label: '1.2 IMO number', value: ship.imo_no },
          { label: '1.3 Call sign', value: ship.call_sign },
          { label: '1.4 Voyage number', value: query.voyage ?? '' },
        ],
        [
          { label: '2 Port of arrival/departure', value: query.port ?? '', width: 2 },
          { label: '3 Date of arrival/departure', value: query.date },
          { label: '4 Flag State of ship', value: stateName(ship.flag) },
          { label: '5 Last port of call', value: query.last_port ?? '' },
        ],
      ],
    },
    {
      kind: 'table',
      columns: ['6 No.', '7 Family name, given names', '8 Rank or rating', '9 Nationality', '10 Date and place of birth', '11 Nature and No. of identity document', '12 Issuing State of identity document', '13 Expiry date of identity document'],
      widths: [0.05, 0.19, 0.13, 0.1, 0.15, 0.17, 0.11, 0.1],
      rows: rows.map((row) => [
        String(row.no),
        [row.family_name, row.given_names].filter(Boolean).join(', '),
        row.rank,
        row.nationality,
        [row.birth_date, row.birth_place].filter(Boolean).join(', '),
        row.document_nature ? `${row.document_nature} ${row.document_no}`.trim() : '',
        row.document_issuing_state,
        row.document_expiry,
      ]),
    },
    ...(rows.length === 0 ? [{ kind: 'text' as const, text: 'No crew on board on this date.' }] : []),
    { kind: 'signature', label: '14 Date and signature by master, authorized agent or officer' },
  ];
}

/**
 * `GET /admin/crew.Assignment/crewList?ship_id=&date=`: the ship's crew list on the day, FAL Form 5, as a PDF
 * in English whatever the reader's language (right `crew/assignment/crewList`; a ship outside the caller's
 * data scope is not found).
 */
export function crewListRoute(app: FastifyInstance, context: ModuleContext): void {
  app.withTypeProvider<ZodTypeProvider>().get('/admin/crew.Assignment/crewList', {
    config: { auth: 'admin', right: 'crew/assignment/crewList' },
    schema: { tags: ['crew'], summary: "A ship's IMO crew list (FAL Form 5) on a day, as a PDF in English", querystring: crewListQuery },
    handler: async (request, reply) => {
      const ship = await service(SHIP_DIRECTORY).visibleTo(context.db, request.query.ship_id, request.access!);
      if (!ship) throw new ApiError('record.notFound', { status: 404 });
      const date = request.query.date ?? (await context.alerts.today());
      const rows = await crewListRows(context.db, ship.id, date);
      const title = `Crew list ${ship.name_en} ${date}`;
      const pdf = await renderPdf({ title, blocks: crewListBlocks(ship, { ...request.query, date }, rows), footer: `Crew list · ${ship.name_en} · IMO ${ship.imo_no} · ${date}`, company: await printingCompany(context), landscape: true });
      return sendPdf(reply, pdf, `crew-list-${ship.name_en}-${date}.pdf`);
    },
  });
}
