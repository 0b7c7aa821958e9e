import { describe, expect, it } from 'vitest';
import { LineSplitter, MAX_LINE, stripAnsi } from './output-lines.js';

describe('stripAnsi', () => {
  it('removes colours, cursor moves, titles and links', () => {
    expect(stripAnsi('\x1b[31mred\x1b[39m \x1b[1;4;38;5;208mbold\x1b[0m')).toBe('red bold');
    expect(stripAnsi('\x1b[2K\x1b[1Gprogress')).toBe('progress');
    expect(stripAnsi('\x1b]0;window title\x07text')).toBe('text');
    expect(stripAnsi('\x1b]8;;https://example.com\x1b\\link\x1b]8;;\x1b\\')).toBe('link');
    expect(stripAnsi('\x9b32mgreen\x9b0m')).toBe('green');
    expect(stripAnsi('\x1b7saved\x1b8')).toBe('saved');
    expect(stripAnsi('\x1b(Bplain')).toBe('plain');
  });

  it('removes the other control characters, keeps tabs and text', () => {
    expect(stripAnsi('a\x07b\x08c\td')).toBe('abc\td');
    expect(stripAnsi('版本 v20 ✓')).toBe('版本 v20 ✓');
  });
});

describe('LineSplitter', () => {
  const split = (chunks: string[]) => {
    const lines: string[] = [];
    const splitter = new LineSplitter((line) => lines.push(line));
    for (const chunk of chunks) splitter.push(chunk);
    splitter.end();
    return lines;
  };

  it('hands on whole lines across chunks, for \\n, \\r\\n and \\r', () => {
    expect(split(['one\ntw', 'o\r\nthr', 'ee\r', '\nfour\rfive'])).toEqual(['one', 'two', 'three', 'four', 'five']);
  });

  it('drops blank lines and trailing spaces, cleans each line', () => {
    expect(split(['\n\n  \n\x1b[32mok\x1b[0m   \n\x1b[2K\n'])).toEqual(['ok']);
  });

  it('passes on the last line without an ending', () => {
    expect(split(['no newline'])).toEqual(['no newline']);
  });

  it('cuts a line that never ends', () => {
    const lines = split(['x'.repeat(MAX_LINE * 2 + 5)]);
    expect(lines.map((line) => line.length)).toEqual([MAX_LINE, MAX_LINE, 5]);
  });
});
