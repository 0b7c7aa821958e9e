import { describe, expect, it } from 'vitest';
import { isImageFile, nameOfUrl, precheckUpload, suffixOfUrl, urlsOf, valueOfUrls } from './upload-values';

const settings = { mode: 'local', maxsize: '1kb', mimetype: 'png,jpg,image/*', savename: '' };

describe('precheckUpload', () => {
  it('runs the spec §5 checks with the site upload settings, in their order', () => {
    expect(precheckUpload({ name: '', size: 3, type: 'image/png' }, settings)).toBe('upload.incomplete');
    expect(precheckUpload({ name: 'run.exe', size: 3, type: 'application/x-msdownload' }, settings)).toBe('upload.typeNotAllowed');
    expect(precheckUpload({ name: 'big.png', size: 1025, type: 'image/png' }, settings)).toBe('upload.tooLarge');
    expect(precheckUpload({ name: 'ok.png', size: 1024, type: 'image/png' }, settings)).toBeNull();
    expect(precheckUpload({ name: 'pic.webp', size: 10, type: 'image/webp' }, settings)).toBeNull();
  });

  it('leaves type and size to the server until the settings are known', () => {
    const unknown = { mode: 'local', maxsize: 0, mimetype: '', savename: '' };
    expect(precheckUpload({ name: 'a.exe', size: 10 ** 9, type: '' }, unknown)).toBeNull();
    expect(precheckUpload({ name: 'a.exe', size: 10 }, undefined)).toBeNull();
    expect(precheckUpload({ name: '', size: 10 }, unknown)).toBe('upload.incomplete');
  });

  it('allows any type when only a size is configured', () => {
    expect(precheckUpload({ name: 'a.bin', size: 10 }, { ...settings, mimetype: '' })).toBeNull();
  });
});

describe('upload values', () => {
  it('reads single, multiple and comma-list values', () => {
    expect(urlsOf('')).toEqual([]);
    expect(urlsOf(null)).toEqual([]);
    expect(urlsOf('/a.png')).toEqual(['/a.png']);
    expect(urlsOf('/a.png, /b.png')).toEqual(['/a.png', '/b.png']);
    expect(urlsOf(['/a.png', '', 3])).toEqual(['/a.png']);
  });

  it('writes the last URL for a single input and the list for a multiple one', () => {
    expect(valueOfUrls(['/a.png', '/b.png'], false)).toBe('/b.png');
    expect(valueOfUrls([], false)).toBe('');
    expect(valueOfUrls(['/a.png'], true)).toEqual(['/a.png']);
  });

  it('tells pictures by MIME type, else by suffix', () => {
    expect(isImageFile('/storage/x', 'image/png')).toBe(true);
    expect(isImageFile('/storage/x.png', 'application/pdf')).toBe(false);
    expect(isImageFile('/storage/x.JPG?v=1')).toBe(true);
    expect(isImageFile('/storage/x.pdf')).toBe(false);
    expect(suffixOfUrl('/a/b.tar.GZ#x')).toBe('gz');
    expect(nameOfUrl('/storage/2026/a%20b.pdf')).toBe('a b.pdf');
  });
});
