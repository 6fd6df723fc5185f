/**
 * CSV injection (OWASP): a spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` as a formula, and a leading
 * tab or carriage return can hide such a start. Exports write these cells with a leading single quote, which
 * spreadsheets show as text; the tariff import reads the quote away again, so an export imports back unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as an export writes it: inert in a spreadsheet. */
export const inertCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

/** The value an exported cell stands for (what `inertCell` made of it). */
export const cellValue = (cell: string): string => (cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell);
