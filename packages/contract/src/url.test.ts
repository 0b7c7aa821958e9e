import { describe, expect, it } from 'vitest';
import { isExternalUrl, isSafeLink } from './url.js';

describe('isExternalUrl (spec §5)', () => {
  it.each([
    'http://example.com',
    'https://example.com/a?b=c',
    'HTTPS://EXAMPLE.COM',
    '//cdn.example.com/lib.js',
    'mailto:captain@example.com',
    'tel:+8613800000000',
    'ftp://files.example.com',
    'data:image/png;base64,iVBORw0KGgo=',
  ])('%j is external', (url) => {
    expect(isExternalUrl(url)).toBe(true);
  });

  it.each(['/admin', '/admin/fleet/ship', 'admin/x', 'admin', '', './a', '../a', '#/admin', '?a=1', '/http://x', '/', '1http://x'])(
    '%j is not external',
    (url) => {
      expect(isExternalUrl(url)).toBe(false);
    },
  );
});

describe('isSafeLink (spec §5: http, https, ftp, mailto, tel only)', () => {
  it.each([
    'http://example.com',
    'https://example.com',
    'ftp://files.example.com',
    'mailto:captain@example.com',
    'tel:+8613800000000',
    'HTTP://EXAMPLE.COM',
    'Https://example.com',
    'FTP://x',
    'MailTo:a@b.c',
    'TEL:123',
  ])('%j is accepted', (link) => {
    expect(isSafeLink(link)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    '\n javascript:alert(1)',
    'java\tscript:alert(1)',
    'javascript:http://example.com',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,iVBORw0KGgo=',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
    'https',
    'https//example.com',
    'httpx://example.com',
    '/admin',
    'admin/x',
    './page',
    '../page',
    '#top',
    '?q=1',
    '',
    '   ',
  ])('%j is refused', (link) => {
    expect(isSafeLink(link)).toBe(false);
  });
});
