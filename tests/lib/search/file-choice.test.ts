import { describe, expect, it } from 'vitest';
import { acceptAttribute, MAX_FILE_BYTES, MAX_FILES } from '@/lib/domain/file-rules';
import { addFiles } from '@/lib/search/file-choice';

const file = (name: string, size = 1000, lastModified = 1) => ({ name, size, lastModified });

describe('addFiles', () => {
  it('adds accepted files, whatever the case of their extension', () => {
    const { files, problems } = addFiles([], [file('fatura.PDF'), file('foto.jpeg'), file('foto2.JPG'), file('ekran.png'), file('çeki listesi.xlsx')]);
    expect(files.map((chosen) => chosen.name)).toEqual(['fatura.PDF', 'foto.jpeg', 'foto2.JPG', 'ekran.png', 'çeki listesi.xlsx']);
    expect(problems).toEqual([]);
  });

  it('leaves out other types, empty files, files over 10 MB and the same file twice, saying why', () => {
    const current = [file('a.pdf')];
    const { files, problems } = addFiles(current, [file('setup.exe'), file('eski.xls'), file('bos.pdf', 0), file('dev.pdf', MAX_FILE_BYTES + 1), file('a.pdf'), file('tam.pdf', MAX_FILE_BYTES)]);
    expect(files.map((chosen) => chosen.name)).toEqual(['a.pdf', 'tam.pdf']);
    expect(problems).toEqual([
      { code: 'unsupportedType', name: 'setup.exe' },
      { code: 'unsupportedType', name: 'eski.xls' },
      { code: 'empty', name: 'bos.pdf' },
      { code: 'tooLarge', name: 'dev.pdf' },
      { code: 'duplicate', name: 'a.pdf' },
    ]);
  });

  it('keeps at most 5 files and says so once', () => {
    const { files, problems } = addFiles([file('1.pdf'), file('2.pdf'), file('3.pdf')], [file('4.pdf'), file('5.pdf'), file('6.pdf'), file('7.pdf')]);
    expect(files).toHaveLength(MAX_FILES);
    expect(problems).toEqual([{ code: 'tooMany', name: '6.pdf' }]);
  });

  it('does not change the list it was given', () => {
    const current = [file('a.pdf')];
    addFiles(current, [file('b.pdf')]);
    expect(current).toHaveLength(1);
  });
});

describe('acceptAttribute', () => {
  it('lists the extensions and media types for the file picker', () => {
    expect(acceptAttribute.split(',')).toEqual(
      expect.arrayContaining(['.pdf', '.jpg', '.jpeg', '.png', '.xlsx', 'application/pdf', 'image/jpeg', 'image/png', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']),
    );
  });
});
