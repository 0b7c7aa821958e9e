import { and, desc, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { DocumentSearchHit } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { document, documentSearch, documentVersion, type DocumentRow } from './tables.js';

/**
 * Full-text search without a language parser (docs/documents.md): the part builds the lexemes itself and
 * hands PostgreSQL a ready `tsvector` literal, so the embedded database (PGlite, C locale, no zhparser or
 * pg_trgm loaded) and a PostgreSQL server index and match exactly alike.
 *
 * - Latin letters and digits: lower-cased words (NFKC-folded, so full-width ＡＢＣ１２ is abc12), matched
 *   by prefix (`fire` finds `firefighting`).
 * - Chinese, Japanese and Korean have no spaces: a run of such characters is indexed as its overlapping
 *   bigrams plus its last character (安全管理 → 安全 全管 管理 理), at consecutive positions, and a query's
 *   run becomes the phrase of its bigrams (`'安全' <-> '全管' <-> '管理'`): a phrase is found exactly where
 *   it occurs, with no dictionary to segment words.
 */
const CJK_CHAR = '\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uac00-\\ud7af';
const CJK_RUN = new RegExp(`[${CJK_CHAR}]+|[^${CJK_CHAR}]+`, 'gu');
const CJK_TEST = new RegExp(`^[${CJK_CHAR}]`, 'u');
const WORD = /[\p{L}\p{N}]+/gu;
/** A word longer than this is not a word a reader types (a hash, a base64 run): cut to keep lexemes small. */
const MAX_WORD = 60;
/** Tokens per indexed chunk: far inside tsvector's position limit (16383) and its 256 positions per lexeme. */
const CHUNK_TOKENS = 1500;
/** Tokens a chunk repeats from the one before, so a phrase across the cut is still found. */
const CHUNK_OVERLAP = 12;
/** Positions kept per lexeme in one chunk (tsvector keeps at most 256). */
const MAX_POSITIONS = 255;

interface Token {
  lexeme: string;
  /** Where in the source text it starts and ends (for the chunk's own text). */
  start: number;
  end: number;
  cjk: boolean;
}

/** The tokens of a text, in order. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const word of text.matchAll(WORD)) {
    let offset = word.index;
    for (const run of word[0].match(CJK_RUN) ?? []) {
      const start = offset;
      offset += run.length;
      if (CJK_TEST.test(run)) {
        const chars = [...run];
        let at = start;
        for (let i = 0; i < chars.length; i++) {
          const lexeme = i + 1 < chars.length ? chars[i]! + chars[i + 1]! : chars[i]!;
          tokens.push({ lexeme, start: at, end: at + lexeme.length, cjk: true });
          at += chars[i]!.length;
        }
      } else {
        const lexeme = run.normalize('NFKC').toLowerCase().slice(0, MAX_WORD);
        if (lexeme) tokens.push({ lexeme, start, end: start + run.length, cjk: false });
      }
    }
  }
  return tokens;
}

const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** A `tsvector` literal of tokens: each lexeme with its positions (1-based). */
export function vectorOf(tokens: readonly Token[]): string {
  const positions = new Map<string, number[]>();
  tokens.forEach((token, index) => {
    const list = positions.get(token.lexeme) ?? [];
    if (list.length < MAX_POSITIONS) list.push(index + 1);
    positions.set(token.lexeme, list);
  });
  return [...positions].map(([lexeme, at]) => `${quote(lexeme)}:${at.join(',')}`).join(' ');
}

/** The text cut into chunks to index: each its own text (for the snippet) and its lexemes. */
export function chunksOf(text: string): Array<{ content: string; lexemes: string }> {
  const tokens = tokenize(text);
  const chunks: Array<{ content: string; lexemes: string }> = [];
  for (let from = 0; from < tokens.length; from += CHUNK_TOKENS - CHUNK_OVERLAP) {
    const part = tokens.slice(from, from + CHUNK_TOKENS);
    chunks.push({ content: text.slice(part[0]!.start, part[part.length - 1]!.end), lexemes: vectorOf(part) });
    if (from + CHUNK_TOKENS >= tokens.length) break;
  }
  return chunks;
}

/**
 * A query as a `tsquery` literal: every Latin word by prefix, every CJK run as the phrase of its bigrams,
 * all of them required. Null when the query has nothing to look for.
 */
export function queryOf(text: string): { query: string; terms: string[] } | null {
  const parts: string[] = [];
  const terms: string[] = [];
  for (const word of text.slice(0, 200).matchAll(WORD)) {
    for (const run of word[0].match(CJK_RUN) ?? []) {
      if (CJK_TEST.test(run)) {
        const chars = [...run];
        terms.push(run);
        if (chars.length === 1) parts.push(`${quote(chars[0]!)}:*`);
        else parts.push(`(${chars.slice(0, -1).map((char, i) => quote(char + chars[i + 1]!)).join(' <-> ')})`);
      } else {
        const lexeme = run.normalize('NFKC').toLowerCase().slice(0, MAX_WORD);
        terms.push(run);
        parts.push(`${quote(lexeme)}:*`);
      }
    }
  }
  return parts.length ? { query: parts.slice(0, 20).join(' & '), terms } : null;
}

/** The words a document is found by beside its file: its number and both titles. */
function headText(doc: Pick<DocumentRow, 'doc_no' | 'title_en' | 'title_zh'>): string {
  return [doc.doc_no, doc.title_en, doc.title_zh].filter(Boolean).join(' \n ');
}

/** Re-indexes a document's number and titles (its row with no version). */
export async function indexDocumentHead(tx: Db, doc: Pick<DocumentRow, 'id' | 'doc_no' | 'title_en' | 'title_zh'>): Promise<void> {
  const head = and(eq(documentSearch.document_id, doc.id), isNull(documentSearch.version_id));
  const text = headText(doc);
  const tokens = tokenize(text);
  if (tokens.length === 0) {
    await tx.delete(documentSearch).where(head);
    return;
  }
  // Updated in place when it exists: the row keeps its id, so a document restored from the recycle bin
  // (its index row with it) is re-indexed into the same row, not a copy.
  const updated = await tx.update(documentSearch).set({ seq: 0, content: text, lexemes: vectorOf(tokens) }).where(head).returning({ id: documentSearch.id });
  if (updated.length === 0) await tx.insert(documentSearch).values({ document_id: doc.id, version_id: null, seq: 0, content: text, lexemes: vectorOf(tokens) });
}

/** Re-indexes the text of a version's file (none: its rows go). */
export async function indexVersionText(tx: Db, version: { id: string; document_id: string }, text: string): Promise<void> {
  await tx.delete(documentSearch).where(eq(documentSearch.version_id, version.id));
  const chunks = chunksOf(text);
  for (let start = 0; start < chunks.length; start += 50) {
    await tx.insert(documentSearch).values(chunks.slice(start, start + 50).map((chunk, i) => ({ document_id: version.document_id, version_id: version.id, seq: start + i, content: chunk.content, lexemes: chunk.lexemes })));
  }
}

/** A stretch of text around the first term found, at most about `width` characters. */
export function snippetOf(content: string, terms: readonly string[], width = 160): string {
  const lower = content.toLowerCase();
  let at = -1;
  for (const term of terms) {
    const found = lower.indexOf(term.toLowerCase());
    if (found >= 0 && (at < 0 || found < at)) at = found;
  }
  const start = Math.max(0, at - Math.floor(width / 3));
  const text = content.slice(start, start + width).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '…' : ''}${text}${start + width < content.length ? '…' : ''}`;
}

/**
 * Documents whose number, titles or current text hold every term of the query, best first, within what
 * `visible` lets the caller see. Superseded and obsolete versions' text is not searched: a reader looks
 * for what is in force (or on its way), and finds older revisions from the document itself.
 */
export async function searchDocuments(db: Db, text: string, visible: SQL | undefined, limit = 50): Promise<DocumentSearchHit[]> {
  const parsed = queryOf(text);
  if (!parsed) return [];
  const query = sql`${parsed.query}::tsquery`;
  const rank = sql<number>`ts_rank(${documentSearch.lexemes}, ${query})`;
  const rows = await db
    .select({
      document_id: document.id,
      doc_no: document.doc_no,
      title_en: document.title_en,
      title_zh: document.title_zh,
      level: document.level,
      status: document.status,
      version_id: documentSearch.version_id,
      version: documentVersion.version,
      content: documentSearch.content,
      rank,
    })
    .from(documentSearch)
    .innerJoin(document, eq(document.id, documentSearch.document_id))
    .leftJoin(documentVersion, eq(documentVersion.id, documentSearch.version_id))
    .where(and(sql`${documentSearch.lexemes} @@ ${query}`, visible, or(isNull(documentSearch.version_id), notInArray(documentVersion.status, ['superseded', 'obsolete']))))
    .orderBy(desc(rank), document.doc_no)
    .limit(limit * 4);
  const best = new Map<string, DocumentSearchHit>();
  for (const row of rows) {
    if (best.has(row.document_id)) continue;
    best.set(row.document_id, {
      document_id: row.document_id,
      doc_no: row.doc_no ?? '',
      title_en: row.title_en,
      title_zh: row.title_zh,
      level: row.level,
      status: row.status,
      version_id: row.version_id,
      version: row.version,
      snippet: snippetOf(row.content, parsed.terms),
      terms: parsed.terms,
      rank: Number(row.rank),
    });
    if (best.size >= limit) break;
  }
  return [...best.values()];
}

/** Documents' ids whose versions are these (the search rows of a version go with it). */
export async function documentIdsOfVersions(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectDistinct({ id: documentVersion.document_id }).from(documentVersion).where(inArray(documentVersion.id, [...ids]));
  return rows.map((row) => row.id);
}
