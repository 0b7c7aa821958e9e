/**
 * What a file really is, from its first bytes, whatever its name says. Used to refuse a renamed
 * executable or a page a browser would run, and a file whose content does not match its extension.
 */
export type Sniffed =
  | 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp' | 'pdf' | 'zip' | 'rar' | '7z' | 'ole' | 'mp3' | 'mp4' | 'wav'
  | 'text'
  /** Runs or renders as code: never accepted. */
  | 'executable' | 'markup'
  | 'unknown';

const starts = (bytes: Buffer, ...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
const ascii = (bytes: Buffer, at: number, text: string) => bytes.subarray(at, at + text.length).toString('latin1') === text;

export function sniff(head: Buffer): Sniffed {
  if (starts(head, 0x4d, 0x5a) || starts(head, 0x7f, 0x45, 0x4c, 0x46)) return 'executable'; // PE, ELF
  if (starts(head, 0xcf, 0xfa, 0xed, 0xfe) || starts(head, 0xfe, 0xed, 0xfa, 0xce) || starts(head, 0xca, 0xfe, 0xba, 0xbe)) return 'executable'; // Mach-O
  if (ascii(head, 0, '#!')) return 'executable';
  if (starts(head, 0x89, 0x50, 0x4e, 0x47)) return 'png';
  if (starts(head, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (ascii(head, 0, 'GIF8')) return 'gif';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return 'webp';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) return 'wav';
  if (ascii(head, 0, 'BM')) return 'bmp';
  if (ascii(head, 0, '%PDF-')) return 'pdf';
  if (starts(head, 0x50, 0x4b, 0x03, 0x04) || starts(head, 0x50, 0x4b, 0x05, 0x06)) return 'zip';
  if (ascii(head, 0, 'Rar!')) return 'rar';
  if (starts(head, 0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c)) return '7z';
  if (starts(head, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return 'ole';
  if (ascii(head, 0, 'ID3') || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0)) return 'mp3';
  if (ascii(head, 4, 'ftyp')) return 'mp4';
  if (head.includes(0)) return 'unknown';
  const text = head.toString('utf8').replace(/^\uFEFF/, '').trimStart().toLowerCase();
  // Anything a browser would parse as a document: HTML, SVG (it runs script), XML with a stylesheet.
  if (/^<(!doctype|html|head|body|script|svg|\?xml|iframe|object|embed|meta)/.test(text) || /<script[\s>]|<svg[\s>]|javascript:/.test(text)) return 'markup';
  return 'text';
}

/** The content each allowed extension must have; an extension not listed must be plain text. */
const EXPECTED: Record<string, readonly Sniffed[]> = {
  png: ['png'], jpg: ['jpeg'], jpeg: ['jpeg'], gif: ['gif'], webp: ['webp'], bmp: ['bmp'], pdf: ['pdf'],
  zip: ['zip'], docx: ['zip'], xlsx: ['zip'], pptx: ['zip'], rar: ['rar'], '7z': ['7z'],
  doc: ['ole'], xls: ['ole'], ppt: ['ole'], mp3: ['mp3'], mp4: ['mp4'], wav: ['wav'],
  txt: ['text'], csv: ['text'], md: ['text'], json: ['text'], log: ['text'],
};

/** True when the content is what the extension promises, and nothing a browser or system would run. */
export function contentMatches(extension: string, sniffed: Sniffed): boolean {
  if (sniffed === 'executable' || sniffed === 'markup') return false;
  const expected = EXPECTED[extension];
  return expected ? expected.includes(sniffed) : sniffed === 'text';
}

/** The MIME type we serve a file with: from what it is, never from what the uploader said. */
export const SERVED_TYPE: Record<Sniffed, string> = {
  png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', bmp: 'image/bmp', pdf: 'application/pdf',
  zip: 'application/zip', rar: 'application/vnd.rar', '7z': 'application/x-7z-compressed', ole: 'application/octet-stream',
  mp3: 'audio/mpeg', mp4: 'video/mp4', wav: 'audio/wav', text: 'text/plain; charset=utf-8',
  executable: 'application/octet-stream', markup: 'application/octet-stream', unknown: 'application/octet-stream',
};

/** Shown in the browser; everything else downloads (Content-Disposition: attachment). */
export const INLINE: ReadonlySet<Sniffed> = new Set(['png', 'jpeg', 'gif', 'webp', 'bmp', 'mp3', 'mp4', 'wav']);
