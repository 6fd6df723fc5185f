import { sanitizeFileName } from '../../domain/file-name';
import type { FilePart } from '../../schemas/common';
import type { TariffImport } from '../../schemas/tariff';
import { ApiError } from '../api/errors';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { tariffImports } from '../db/schema';
import { chunksOf, detectEncoding } from './csv-source';
import { importColumns, toTariffImport } from './import-row';
import { validateTariffCsv } from './validate-tariff-csv';

/**
 * [M5] An uploaded tariff CSV's dry run: the encoding is detected (strict UTF-8, else Windows-1254), the
 * file streamed through the checks (validate-tariff-csv.ts), and the file stored with its report as a
 * tariff_imports row: `validated` when every line is good (then it may be confirmed), `invalid`
 * otherwise. Nothing is imported here.
 */
export async function dryRunImport(db: Database, actorId: string, file: FilePart, requestId?: string): Promise<TariffImport> {
  // A NUL byte is in no CSV text (UTF-8 or Windows-1254): a program, an archive or an image named .csv is refused, not reported line by line.
  if (file.content.includes(0)) throw new ApiError(415, 'tariffs.import.notText');
  const encoding = await detectEncoding(chunksOf(file.content));
  const checked = await validateTariffCsv(db, chunksOf(file.content), encoding, { checkDatabase: true });
  const clean = checked.headerOk && checked.totalRows > 0 && checked.validRows === checked.totalRows;
  const report = checked.headerOk && checked.totalRows === 0 ? [{ line: 2, errors: [{ field: 'file', code: 'emptyFile' }] }] : checked.report;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tariffImports)
      .values({
        fileName: sanitizeFileName(file.fileName, 'tariffs.csv'),
        encoding,
        status: clean ? 'validated' : 'invalid',
        totalRows: checked.totalRows,
        validRows: checked.validRows,
        report,
        content: Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength),
        createdBy: actorId,
      })
      .returning(importColumns);
    await writeAudit(tx, { actorId, action: 'tariff.import.dryRun', entity: 'tariffImport', entityId: row!.id, after: { fileName: row!.fileName, encoding, status: row!.status, totalRows: row!.totalRows, validRows: row!.validRows }, requestId });
    return toTariffImport(row!);
  });
}
