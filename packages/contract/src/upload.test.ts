import { describe, expect, it } from 'vitest';
import { checkUpload, fileExtension, isAllowedFileType, parseMaxsize, type UploadSettings } from './upload.js';

const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;

const anyType: UploadSettings = { mimetype: '*', maxsize: '10mb' };

describe('fileExtension', () => {
  it.each([
    ['photo.jpg', 'jpg'],
    ['PHOTO.JPG', 'jpg'],
    ['archive.tar.gz', 'gz'],
    ['README', ''],
    ['.bashrc', ''],
    ['photo.', ''],
    ['', ''],
  ])('%j → %j', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});

describe('upload: complete data (spec §5, upload.incomplete)', () => {
  it.each([
    ['name missing', { size: 10, type: 'image/png' }],
    ['name empty', { name: '', size: 10, type: 'image/png' }],
    ['name null', { name: null, size: 10, type: 'image/png' }],
    ['size missing', { name: 'a.png', type: 'image/png' }],
    ['size null', { name: 'a.png', size: null, type: 'image/png' }],
    ['size NaN', { name: 'a.png', size: Number.NaN, type: 'image/png' }],
    ['size negative', { name: 'a.png', size: -1, type: 'image/png' }],
    ['size infinite', { name: 'a.png', size: Number.POSITIVE_INFINITY, type: 'image/png' }],
  ])('%s → upload.incomplete', (_label, file) => {
    expect(checkUpload(file, anyType)).toBe('upload.incomplete');
  });

  it('a file of size 0 is complete (and passes)', () => {
    expect(checkUpload({ name: 'empty.txt', size: 0, type: 'text/plain' }, anyType)).toBeNull();
  });

  it('a file without a MIME type is complete', () => {
    expect(checkUpload({ name: 'a.png', size: 1 }, { mimetype: 'png', maxsize: 10 })).toBeNull();
  });
});

describe('upload: allowed type (spec §5)', () => {
  const check = (mimetype: string, name: string, type?: string | null) => isAllowedFileType(mimetype, { name, type });

  it("'*' allows every file, even one with no extension and no MIME", () => {
    expect(check('*', 'setup.exe', 'application/x-msdownload')).toBe(true);
    expect(check('*', 'README', '')).toBe(true);
    expect(check('jpg, *', 'virus.bat', null)).toBe(true);
  });

  it('an extension in the list without a dot allows it', () => {
    expect(check('jpg,png', 'a.png', '')).toBe(true);
    expect(check('jpg,png', 'a.gif', '')).toBe(false);
  });

  it('an extension in the list with a dot allows it', () => {
    expect(check('.jpg,.png', 'a.png', '')).toBe(true);
    expect(check('.jpg,.png', 'a.gif', '')).toBe(false);
  });

  it('entries may be surrounded by spaces', () => {
    expect(check(' jpg , .png ', 'a.png', '')).toBe(true);
    expect(check(' jpg , .png ', 'a.jpg', '')).toBe(true);
  });

  it('extensions compare case-insensitively, both ways', () => {
    expect(check('JPG', 'a.jpg', '')).toBe(true);
    expect(check('.JPG', 'a.jpg', '')).toBe(true);
    expect(check('jpg', 'A.JPG', '')).toBe(true);
  });

  it('an extension must match whole, not as part of another', () => {
    expect(check('pg', 'a.jpg', '')).toBe(false);
    expect(check('jpg', 'a.jpgx', '')).toBe(false);
    expect(check('jpg', 'a.jpg.exe', '')).toBe(false);
    expect(check('jpeg', 'a.jpg', '')).toBe(false);
  });

  it('a MIME type in the list allows it exactly', () => {
    expect(check('application/pdf', 'report', 'application/pdf')).toBe(true);
    expect(check('application/pdf', 'report.bin', 'application/pdf')).toBe(true);
    expect(check('application/pdf', 'report', 'application/pdfx')).toBe(false);
    expect(check('application/pdf', 'report', 'application/pd')).toBe(false);
    expect(check('application/pdf', 'report', 'application/x-pdf')).toBe(false);
  });

  it('MIME types compare case-insensitively', () => {
    expect(check('Application/PDF', 'report', 'application/pdf')).toBe(true);
    expect(check('application/pdf', 'report', 'Application/PDF')).toBe(true);
  });

  it("a 'type/*' entry allows every MIME type of that group and no other", () => {
    expect(check('image/*', 'a', 'image/png')).toBe(true);
    expect(check('image/*', 'a', 'image/jpeg')).toBe(true);
    expect(check('IMAGE/*', 'a', 'image/webp')).toBe(true);
    expect(check('image/*', 'a', 'application/pdf')).toBe(false);
    expect(check('image/*', 'a', 'imagex/png')).toBe(false);
    expect(check('image/*', 'a', 'text/image')).toBe(false);
  });

  it("a 'type/*' entry does not allow a file by its extension alone", () => {
    expect(check('image/*', 'a.png', '')).toBe(false);
  });

  it("'jpg' does not allow an image/png file", () => {
    expect(check('jpg', 'a.png', 'image/png')).toBe(false);
  });

  it('a file with no extension and no MIME type is refused', () => {
    expect(check('jpg,png,image/*,application/pdf', 'README', '')).toBe(false);
    expect(check('jpg,png,image/*,application/pdf', 'README', null)).toBe(false);
    expect(check('jpg,png,image/*,application/pdf', 'README', undefined)).toBe(false);
  });

  it('empty entries in the list allow nothing', () => {
    expect(check('', 'README', '')).toBe(false);
    expect(check(',', 'README', '')).toBe(false);
    expect(check('jpg,,', 'README', '')).toBe(false);
    expect(check('jpg,,', 'photo.', '')).toBe(false);
  });

  it("'.bashrc' has no extension: listing 'bashrc' does not allow it", () => {
    expect(check('bashrc', '.bashrc', '')).toBe(false);
    expect(check('.bashrc', '.bashrc', '')).toBe(false);
  });

  it('the extension is the last one of several dots', () => {
    expect(check('gz', 'archive.tar.gz', '')).toBe(true);
    expect(check('tar', 'archive.tar.gz', '')).toBe(false);
  });

  it('checkUpload refuses a disallowed type with upload.typeNotAllowed', () => {
    expect(checkUpload({ name: 'a.exe', size: 1, type: 'application/x-msdownload' }, { mimetype: 'jpg,image/*', maxsize: '10mb' })).toBe(
      'upload.typeNotAllowed',
    );
    expect(checkUpload({ name: 'a.jpg', size: 1, type: 'image/jpeg' }, { mimetype: 'jpg,image/*', maxsize: '10mb' })).toBeNull();
  });
});

describe('upload: maxsize parsing', () => {
  it.each([
    ['10mb', 10 * MB],
    ['10MB', 10 * MB],
    ['10m', 10 * MB],
    ['512kb', 512 * KB],
    ['512KB', 512 * KB],
    ['512k', 512 * KB],
    ['1gb', GB],
    ['1g', GB],
    ['2048', 2048],
    ['2048b', 2048],
    ['0', 0],
  ])('%j → %d bytes', (maxsize, bytes) => {
    expect(parseMaxsize(maxsize)).toBe(bytes);
  });

  it('a number is bytes', () => {
    expect(parseMaxsize(1000)).toBe(1000);
  });

  it.each(['', 'abc', 'mb', '10tb', '10 parsecs', '-5mb', 'ten mb', '10mb5'])('%j cannot be read (NaN)', (maxsize) => {
    expect(parseMaxsize(maxsize)).toBeNaN();
  });
});

describe('upload: size (spec §5, upload.tooLarge)', () => {
  const png = (size: number) => ({ name: 'a.png', size, type: 'image/png' });

  it.each([
    ['10mb', 10 * MB],
    ['512kb', 512 * KB],
    ['1gb', GB],
    ['2048', 2048],
    [4096, 4096],
  ] as const)('maxsize %j: exactly the maximum passes, one byte more fails', (maxsize, max) => {
    const settings = { mimetype: '*', maxsize };
    expect(checkUpload(png(max), settings)).toBeNull();
    expect(checkUpload(png(max - 1), settings)).toBeNull();
    expect(checkUpload(png(max + 1), settings)).toBe('upload.tooLarge');
  });

  it('units are binary: 10mb is 10 × 1024 × 1024 bytes, not 10 000 000', () => {
    expect(checkUpload(png(10_000_001), { mimetype: '*', maxsize: '10mb' })).toBeNull();
    expect(checkUpload(png(1025), { mimetype: '*', maxsize: '1kb' })).toBe('upload.tooLarge');
  });

  it.each(['', 'abc', '10tb', 'unlimited', Number.NaN])('an unreadable maxsize (%j) fails every file, even an empty one', (maxsize) => {
    const settings = { mimetype: '*', maxsize };
    expect(checkUpload(png(0), settings)).toBe('upload.tooLarge');
    expect(checkUpload(png(1), settings)).toBe('upload.tooLarge');
  });
});

describe('upload: order of checks (incomplete, then type, then size)', () => {
  const strict: UploadSettings = { mimetype: 'jpg', maxsize: 100 };

  it('incomplete data is reported before a disallowed type', () => {
    expect(checkUpload({ name: 'a.exe', size: Number.NaN, type: 'application/x-msdownload' }, strict)).toBe('upload.incomplete');
    expect(checkUpload({ size: 10 ** 9 }, strict)).toBe('upload.incomplete');
  });

  it('a disallowed type is reported before an excessive size', () => {
    expect(checkUpload({ name: 'a.exe', size: 10 ** 9, type: 'application/x-msdownload' }, strict)).toBe('upload.typeNotAllowed');
  });

  it('a disallowed type is reported even with an unreadable maxsize', () => {
    expect(checkUpload({ name: 'a.exe', size: 1 }, { mimetype: 'jpg', maxsize: 'bogus' })).toBe('upload.typeNotAllowed');
  });

  it('an allowed, complete file over the maximum is too large', () => {
    expect(checkUpload({ name: 'a.jpg', size: 101 }, strict)).toBe('upload.tooLarge');
    expect(checkUpload({ name: 'a.jpg', size: 100 }, strict)).toBeNull();
  });
});
