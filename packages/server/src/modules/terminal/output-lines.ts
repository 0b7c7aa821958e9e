/**
 * A command's output as the terminal shows it: split into lines, colours and other terminal control
 * sequences removed.
 */

// CSI (colours, cursor moves), OSC (titles, links) ended by BEL or ST, the other escapes (ESC 7, ESC ( B),
// and the one-byte CSI (0x9b). Then the C0 controls that are left, except tab.
const ANSI = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[ -/]*[0-~]|\x9b[0-?]*[ -/]*[@-~]/g;
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f]/g;

export function stripAnsi(text: string): string {
  return text.replace(ANSI, '').replace(CONTROL, '');
}

/** A line longer than this is passed on in pieces (a program that never writes a newline). */
export const MAX_LINE = 16_384;

/**
 * Collects chunks of text and hands on each complete line (ending in \n, \r\n or a lone \r, as progress
 * output redraws with \r), without its ending and cleaned. Blank lines are dropped.
 */
export class LineSplitter {
  private pending = '';

  constructor(private readonly emit: (line: string) => void) {}

  push(chunk: string): void {
    this.pending += chunk;
    const parts = this.pending.split(/\r\n|\n|\r/);
    // A \r\n cut between two chunks gives an empty line, which is dropped.
    this.pending = parts.pop() ?? '';
    for (const part of parts) this.line(part);
    while (this.pending.length > MAX_LINE) {
      this.line(this.pending.slice(0, MAX_LINE));
      this.pending = this.pending.slice(MAX_LINE);
    }
  }

  /** The end of the output: the last line, if it had no ending. */
  end(): void {
    if (this.pending) this.line(this.pending);
    this.pending = '';
  }

  private line(raw: string): void {
    const text = stripAnsi(raw).trimEnd();
    if (text.trim() !== '') this.emit(text);
  }
}
