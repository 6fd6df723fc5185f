import type { TariffImport, TariffImportStatus } from '../../schemas/tariff';
import { tariffImports } from '../db/schema';

/** The columns of an import its answer needs (never the stored file). */
export const importColumns = {
  id: tariffImports.id,
  fileName: tariffImports.fileName,
  encoding: tariffImports.encoding,
  status: tariffImports.status,
  totalRows: tariffImports.totalRows,
  validRows: tariffImports.validRows,
  importedRows: tariffImports.importedRows,
  report: tariffImports.report,
  createdAt: tariffImports.createdAt,
};

type ImportRow = { id: string; fileName: string; encoding: string; status: string; totalRows: number; validRows: number; importedRows: number; report: TariffImport['report']; createdAt: Date };

export function toTariffImport(row: ImportRow): TariffImport {
  return { ...row, status: row.status as TariffImportStatus, badRows: row.totalRows - row.validRows, createdAt: row.createdAt.toISOString() };
}
