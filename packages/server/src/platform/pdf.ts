import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

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
  | { kind: 'table'; columns: readonly string[]; widths?: readonly number[]; rows: ReadonlyArray<readonly string[]> };

export interface PdfDocumentSpec {
  /** The document's title in its properties (the reader's PDF viewer shows it). */
  title: string;
  blocks: readonly PdfBlock[];
  /** A line at the foot of every page (the record's number); the page number follows it. */
  footer?: string;
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

/** The document as PDF bytes. */
export function renderPdf(spec: PdfDocumentSpec): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: spec.title }, lang: 'zh-CN' });
  doc.registerFont('body', bodyFont());
  doc.font('body');
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
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
        for (const [label, value] of block.rows) doc.fontSize(10).fillColor(MUTED).text(`${label}：`, { continued: true }).fillColor(INK).text(value || '—');
        doc.moveDown(0.5);
        break;
      case 'table':
        table(doc, block);
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
