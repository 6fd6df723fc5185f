import { describe, expect, it } from 'vitest';
import { extensionOf, MAX_FILE_NAME_LENGTH, sanitizeFileName, withExtension } from '@/lib/domain/file-name';

describe('sanitizeFileName', () => {
  it.each([
    ['fatura.pdf', 'fatura.pdf'],
    ['C:\\fakepath\\Çeki listesi.xlsx', 'Çeki listesi.xlsx'],
    ['../../etc/passwd', 'passwd'],
    ['/var/tmp/', 'file'],
    ['  boşluk.png  ', 'boşluk.png'],
    ['.htaccess', 'htaccess'],
    ['ya\u0000zı\u0007.pdf', 'yazı.pdf'],
    ['invoice\u202efdp.exe', 'invoicefdp.exe'],
    ['I\u0307stanbul.pdf', 'İstanbul.pdf'],
    ['', 'file'],
    ['\u0001\u0002', 'file'],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
  });

  it('cuts a long name to 255 characters, keeping the extension', () => {
    const name = sanitizeFileName(`${'ğ'.repeat(400)}.xlsx`);
    expect([...name]).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name.endsWith('ğ.xlsx')).toBe(true);
  });
});

describe('extensionOf and withExtension', () => {
  it('reads the extension in lower case', () => {
    expect(extensionOf('Scan.PDF')).toBe('.pdf');
    expect(extensionOf('noextension')).toBe('');
    expect(extensionOf('.hidden')).toBe('');
  });

  it('keeps a matching extension and appends the type’s own otherwise', () => {
    expect(withExtension('photo.JPEG', ['.jpg', '.jpeg'])).toBe('photo.JPEG');
    expect(withExtension('scan.png', ['.pdf'])).toBe('scan.png.pdf');
    expect(withExtension('liste', ['.xlsx'])).toBe('liste.xlsx');
    expect([...withExtension('a'.repeat(255), ['.pdf'])]).toHaveLength(255);
  });
});
