import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { printedMoment, renderPdf } from './pdf.js';

/** A 1×1 PNG, as an uploaded logo would be. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const text = async (pdf: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(/\s+/g, '');

/** The PDF renderer's own parts: the company header, landscape pages, a form's boxes and the signature line. */
describe('renderPdf', () => {
  it('heads the first page with the company, logo or not, and lays wide documents in landscape', async () => {
    const plain = await renderPdf({ title: 'T', blocks: [{ kind: 'title', text: 'Crew list' }], company: { name: '远洋船舶管理 Oceanic' } });
    expect(plain.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await text(plain)).toContain('远洋船舶管理Oceanic');
    const proxy = await getDocumentProxy(new Uint8Array(plain));
    const portrait = (await proxy.getPage(1)).view;
    expect(portrait[3]!).toBeGreaterThan(portrait[2]!);

    const wide = await renderPdf({
      title: 'T',
      landscape: true,
      company: { name: 'Oceanic', logo: PNG_1X1 },
      blocks: [
        { kind: 'boxes', rows: [[{ label: '1.1 Name of ship', value: 'MING YANG', width: 2 }, { label: '1.2 IMO number', value: '9074729' }]] },
        { kind: 'signature', label: 'Signature by master' },
      ],
    });
    const page = (await (await getDocumentProxy(new Uint8Array(wide))).getPage(1)).view;
    expect(page[2]!).toBeGreaterThan(page[3]!);
    const words = await text(wide);
    for (const expected of ['Oceanic', '1.1Nameofship', 'MINGYANG', '9074729', 'Signaturebymaster']) expect(words).toContain(expected);
  });

  it('leaves out a logo it cannot read rather than failing', async () => {
    const pdf = await renderPdf({ title: 'T', blocks: [{ kind: 'text', text: 'x' }], company: { name: 'Oceanic', logo: Buffer.from('not an image') } });
    expect(await text(pdf)).toContain('Oceanic');
  });

  it('shows a moment in the company\'s time zone, to the minute', () => {
    expect(printedMoment('2026-06-10T02:30:41Z', 'Asia/Shanghai')).toBe('2026-06-10 10:30');
    expect(printedMoment('2026-06-10T02:30:41Z', 'Not/AZone')).toBe('2026-06-10 02:30');
    expect(printedMoment(null, 'Asia/Shanghai')).toBe('');
  });
});
