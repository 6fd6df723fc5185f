/**
 * `Content-Disposition: attachment` for a file name (RFC 6266): an ASCII fallback in `filename` (quotes,
 * backslashes and non-ASCII replaced) and the exact name in `filename*` as UTF-8 (RFC 8187), so
 * "Yük listesi ğüşİ.xlsx" downloads under its own name.
 */
export function attachment(fileName: string): string {
  const fallback = fileName.replace(/ı/g, 'i').normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|["\\%]/g, '_') || 'download';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
