/**
 * The text of an uploaded file for the search: PDF through unpdf (pdf.js's serverless build), .docx
 * through mammoth, plain text as it is. Both are pure JavaScript. Other office formats (.doc, .xls...)
 * and scanned PDFs give no text: the document is then found by its number and titles only.
 */
const MAX_TEXT = 2_000_000;

export async function extractText(bytes: Buffer, suffix: string): Promise<string> {
  try {
    switch (suffix) {
      case 'pdf': {
        const { extractText: pdfText, getDocumentProxy } = await import('unpdf');
        const pdf = await getDocumentProxy(new Uint8Array(bytes));
        try {
          const { text } = await pdfText(pdf, { mergePages: true });
          return clean(text);
        } finally {
          await pdf.destroy();
        }
      }
      case 'docx': {
        const mammoth = await import('mammoth');
        const { value } = await (mammoth.default ?? mammoth).extractRawText({ buffer: bytes });
        return clean(value);
      }
      case 'txt':
        return clean(bytes.toString('utf8'));
      default:
        return '';
    }
  } catch {
    // A damaged or encrypted file is still a version's file: it is only not searchable by its text.
    return '';
  }
}

function clean(text: string): string {
  return text.replace(/\u0000/g, '').replace(/[ \t]+/g, ' ').slice(0, MAX_TEXT).trim();
}
