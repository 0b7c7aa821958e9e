import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';
import type { Db } from '../db/client.js';
import { optionalService } from './services.js';
import type { SettingsService } from './settings/settings.js';
import { STORED_FILES } from './stored-files.js';

/**
 * Printable documents rendered on the server as real PDFs (a management review's pack; later any record's
 * print), in either language: one font, Noto Sans SC (SIL Open Font License 1.1, from the
 * @fontsource/noto-sans-sc package), covers Latin and simplified Chinese; only the glyphs a document uses
 * are embedded, so a pack stays tens of kilobytes.
 */
export type PdfBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string }
  /** Label and value pairs, one line each (a record's identity). */
  | { kind: 'fields'; rows: ReadonlyArray<readonly [string, string]> }
  /** A table with its header row; column widths are shares of the page's width. */
  | { kind: 'table'; columns: readonly string[]; widths?: readonly number[]; rows: ReadonlyArray<readonly string[]> }
  /**
   * A form's numbered boxes (FAL Form 5): each line of the block a row of ruled cells, the label small
   * above its value; a cell's `width` is its share of the row (equal shares when absent).
   */
  | { kind: 'boxes'; rows: ReadonlyArray<ReadonlyArray<{ label: string; value: string; width?: number }>> }
  /** A signature line: the label, then a rule to sign on (the master's signature). */
  | { kind: 'signature'; label: string };

/** The company a document comes from: its name (setting `site_name`) and logo (setting `company_logo`, PNG or JPEG). */
export interface PdfCompany {
  name: string;
  logo?: Buffer | null;
}

export interface PdfDocumentSpec {
  /** The document's title in its properties (the reader's PDF viewer shows it). */
  title: string;
  blocks: readonly PdfBlock[];
  /** A line at the foot of every page (the record's number); the page number follows it. */
  footer?: string;
  /** The company's header on the first page: its logo and name above a rule. */
  company?: PdfCompany;
  /** Landscape pages, for wide tables (a crew list, a certificate status report). */
  landscape?: boolean;
}

const require = createRequire(import.meta.url);
const FONT = require.resolve('@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff');
const MARGIN = 50;
const INK = '#1f1f1f';
const MUTED = '#666666';
const RULE = '#d9d9d9';

/**
 * The WOFF font unwrapped into a plain TrueType font, once per process. Read as WOFF, fontkit inflates the
 * whole glyph table again for every glyph (seconds per page of Chinese); its WOFF2 reader embeds a subset
 * dozens of times too large. The WOFF container is only zlib-compressed tables, so this is all it takes.
 */
let unwrapped: Buffer | undefined;
export function bodyFont(): Buffer {
  if (unwrapped) return unwrapped;
  const woff = readFileSync(FONT);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const [offset, compressed, length] = [woff.readUInt32BE(entry + 4), woff.readUInt32BE(entry + 8), woff.readUInt32BE(entry + 12)];
    const raw = woff.subarray(offset, offset + compressed);
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data: compressed < length ? inflateSync(raw) : raw };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + count * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    header.writeUInt32BE(table.tag, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  unwrapped = Buffer.concat(parts);
  return unwrapped;
}

function table(doc: PDFKit.PDFDocument, block: Extract<PdfBlock, { kind: 'table' }>): void {
  const width = doc.page.width - MARGIN * 2;
  const shares = block.widths ?? block.columns.map(() => 1 / block.columns.length);
  const widths = shares.map((share) => share * width);
  const drawRow = (cells: readonly string[], header: boolean) => {
    doc.fontSize(header ? 9 : 9.5).fillColor(header ? MUTED : INK);
    const height = Math.max(...cells.map((cell, index) => doc.heightOfString(cell || '—', { width: widths[index]! - 6 }))) + 6;
    if (doc.y + height > doc.page.height - MARGIN - 20) doc.addPage();
    const top = doc.y;
    let x = MARGIN;
    cells.forEach((cell, index) => {
      doc.text(cell || '—', x + 3, top + 3, { width: widths[index]! - 6 });
      x += widths[index]!;
    });
    doc.moveTo(MARGIN, top + height).lineTo(MARGIN + width, top + height).strokeColor(RULE).lineWidth(0.5).stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };
  drawRow(block.columns, true);
  for (const row of block.rows) drawRow(row, false);
  doc.moveDown(0.6);
}

function boxes(doc: PDFKit.PDFDocument, block: Extract<PdfBlock, { kind: 'boxes' }>): void {
  const width = doc.page.width - MARGIN * 2;
  for (const cells of block.rows) {
    const total = cells.reduce((sum, cell) => sum + (cell.width ?? 1), 0);
    const widths = cells.map((cell) => ((cell.width ?? 1) / total) * width);
    const heights = cells.map((cell, index) => {
      const inner = widths[index]! - 8;
      return doc.fontSize(7.5).heightOfString(cell.label, { width: inner }) + doc.fontSize(10).heightOfString(cell.value || '—', { width: inner }) + 9;
    });
    const height = Math.max(...heights);
    if (doc.y + height > doc.page.height - MARGIN - 20) doc.addPage();
    const top = doc.y;
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const inner = widths[index]! - 8;
      doc.rect(x, top, widths[index]!, height).strokeColor(RULE).lineWidth(0.7).stroke();
      doc.fontSize(7.5).fillColor(MUTED).text(cell.label, x + 4, top + 3, { width: inner });
      doc.fontSize(10).fillColor(INK).text(cell.value || '—', x + 4, doc.y + 1, { width: inner });
      x += widths[index]!;
    });
    doc.x = MARGIN;
    doc.y = top + height;
  }
  doc.moveDown(0.6);
}

function signature(doc: PDFKit.PDFDocument, label: string): void {
  if (doc.y > doc.page.height - MARGIN - 70) doc.addPage();
  doc.moveDown(2);
  const top = doc.y;
  doc.fontSize(10).fillColor(INK).text(label, MARGIN, top, { width: 220 });
  const lineY = top + 12;
  doc.moveTo(MARGIN + 230, lineY).lineTo(MARGIN + 460, lineY).strokeColor(INK).lineWidth(0.7).stroke();
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, lineY) + 10;
}

/** The company's logo and name at the head of the first page, a rule beneath. A logo pdfkit cannot read (not PNG or JPEG) is left out. */
function header(doc: PDFKit.PDFDocument, company: PdfCompany): void {
  const top = MARGIN - 20;
  let x = MARGIN;
  if (company.logo?.length) {
    try {
      doc.image(company.logo, MARGIN, top, { fit: [120, 36] });
      x = MARGIN + 130;
    } catch {
      x = MARGIN;
    }
  }
  doc.fontSize(13).fillColor(INK).text(company.name, x, top + 10, { width: doc.page.width - MARGIN - x, lineBreak: false });
  const rule = top + 42;
  doc.moveTo(MARGIN, rule).lineTo(doc.page.width - MARGIN, rule).strokeColor(RULE).lineWidth(0.7).stroke();
  doc.x = MARGIN;
  doc.y = rule + 12;
}

/** The document as PDF bytes. */
export function renderPdf(spec: PdfDocumentSpec): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: spec.landscape ? 'landscape' : 'portrait', margin: MARGIN, bufferPages: true, info: { Title: spec.title }, lang: 'zh-CN' });
  doc.registerFont('body', bodyFont());
  doc.font('body');
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (spec.company) header(doc, spec.company);
  for (const block of spec.blocks) {
    doc.x = MARGIN;
    switch (block.kind) {
      case 'title':
        doc.fontSize(18).fillColor(INK).text(block.text, { align: 'center' }).moveDown(0.8);
        break;
      case 'heading':
        if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
        doc.moveDown(0.4).fontSize(13).fillColor(INK).text(block.text).moveDown(0.3);
        break;
      case 'text':
        doc.fontSize(10).fillColor(INK).text(block.text || '—', { lineGap: 2 }).moveDown(0.5);
        break;
      case 'fields':
        // A Chinese label takes the full-width colon, a Latin one ': '.
        for (const [label, value] of block.rows) doc.fontSize(10).fillColor(MUTED).text(/[\u3000-\u9fff\uff00-\uffef]$/.test(label) ? `${label}：` : `${label}: `, { continued: true }).fillColor(INK).text(value || '—');
        doc.moveDown(0.5);
        break;
      case 'table':
        table(doc, block);
        break;
      case 'boxes':
        boxes(doc, block);
        break;
      case 'signature':
        signature(doc, block.label);
        break;
    }
  }
  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index += 1) {
    doc.switchToPage(pages.start + index);
    // Below the bottom margin pdfkit would start a new page for the footer: the margin is lifted while it is written.
    doc.page.margins.bottom = 0;
    const bottom = doc.page.height - MARGIN + 15;
    doc.fontSize(8).fillColor(MUTED).text(`${spec.footer ?? spec.title}  ·  ${index + 1}/${pages.count}`, MARGIN, bottom, { width: doc.page.width - MARGIN * 2, align: 'center', lineBreak: false });
  }
  doc.end();
  return done;
}

/**
 * The company printed documents come from, as the settings name it: `site_name`, and the image of
 * `company_logo` when one was uploaded (its bytes read through STORED_FILES; none when the routine area
 * that keeps the uploads is off, or the file is gone).
 */
export async function printingCompany(context: { db: Db; settings: SettingsService }): Promise<PdfCompany> {
  const name = await context.settings.text('site_name');
  const url = await context.settings.text('company_logo');
  const files = optionalService(STORED_FILES);
  const logo = url && files ? await files.read(context.db, url).catch(() => null) : null;
  return { name, logo };
}

/** Answers a rendered document as a download named `filename` (a PDF, never an envelope). */
export function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string): FastifyReply {
  const name = encodeURIComponent(filename.replace(/[\\/:*?"<>|]+/g, '-'));
  return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename*=UTF-8''${name}`).send(pdf);
}

/**
 * A moment as a printed document shows it: the day and the minute in the company's time zone (setting
 * alert_timezone, the zone its dates are judged in), `YYYY-MM-DD HH:mm`; '' for none.
 */
export function printedMoment(value: string | Date | null | undefined, timeZone: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat('sv-SE', { timeZone: timeZone || 'UTC', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false }).format(date);
  } catch {
    return date.toISOString().slice(0, 16).replace('T', ' ');
  }
}
