import { describe, expect, it } from 'vitest';
import { isXlsx, sniffMediaType, XLSX_MEDIA_TYPE, zipEntryNames } from '@/lib/domain/file-signature';
import { exeBytes, jpegBytes, pdfBytes, pngBytes, xlsxBytes, zipBytes } from '../../fixtures/files';

describe('sniffMediaType', () => {
  it('tells each accepted type from its first bytes', () => {
    expect(sniffMediaType(pdfBytes())).toBe('application/pdf');
    expect(sniffMediaType(pngBytes())).toBe('image/png');
    expect(sniffMediaType(jpegBytes())).toBe('image/jpeg');
    expect(sniffMediaType(xlsxBytes())).toBe(XLSX_MEDIA_TYPE);
  });

  it('works on a Uint8Array view into a larger buffer', () => {
    const backing = Buffer.concat([Buffer.from('garbage'), pngBytes()]);
    expect(sniffMediaType(new Uint8Array(backing.buffer, backing.byteOffset + 7, backing.length - 7))).toBe('image/png');
  });

  it('refuses a program, whatever it is called', () => {
    expect(sniffMediaType(exeBytes())).toBeNull();
  });

  it('refuses empty and too short inputs', () => {
    expect(sniffMediaType(new Uint8Array())).toBeNull();
    expect(sniffMediaType(Buffer.from('%PDF'))).toBeNull();
    expect(sniffMediaType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffMediaType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]))).toBeNull();
    expect(sniffMediaType(Buffer.from('PK'))).toBeNull();
  });

  it('needs the signature at the very start', () => {
    expect(sniffMediaType(Buffer.concat([Buffer.from(' '), pdfBytes()]))).toBeNull();
    expect(sniffMediaType(Buffer.from('<html>%PDF-1.4'))).toBeNull();
  });

  it('refuses a ZIP that is not a workbook: plain archive, Word document, a part only named like xl', () => {
    expect(sniffMediaType(zipBytes({ 'hello.txt': 'merhaba' }))).toBeNull();
    expect(sniffMediaType(zipBytes({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' }))).toBeNull();
    expect(sniffMediaType(zipBytes({ 'xl/workbook.xml': '<workbook/>' }))).toBeNull();
    expect(sniffMediaType(zipBytes({ '[Content_Types].xml': '<Types/>', 'xlsx-notes.txt': 'xl/' }))).toBeNull();
  });
});

describe('zipEntryNames', () => {
  it('reads the central directory', () => {
    expect(zipEntryNames(xlsxBytes())).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/worksheets/sheet1.xml']);
  });

  it('falls back to the local headers when the directory is cut off', () => {
    const whole = xlsxBytes();
    const truncated = whole.subarray(0, whole.length - 60);
    expect(zipEntryNames(truncated)).toContain('[Content_Types].xml');
    expect(isXlsx(truncated)).toBe(true);
  });

  it('is empty for anything that does not start as a ZIP', () => {
    expect(zipEntryNames(pdfBytes())).toEqual([]);
    expect(zipEntryNames(Buffer.concat([Buffer.from('x'), xlsxBytes()]))).toEqual([]);
  });

  it('reads names after an archive comment', () => {
    const archive = zipBytes({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' });
    const comment = Buffer.from('made by a test');
    archive.writeUInt16LE(comment.length, archive.length - 2);
    expect(isXlsx(Buffer.concat([archive, comment]))).toBe(true);
  });
});
