import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mailText } from '../../tests/support/mail-text';
import { e2eDataDir } from './session';

/**
 * The messages mailed to an address (the server's DATA_DIR outbox), oldest first, decoded (tests/support/mail-text.ts). Only
 * finished mails: the server writes each one as `.eml.tmp` and renames it, so a `.tmp` may vanish while we list.
 */
export function mailsTo(address: string): string[] {
  const outbox = path.join(e2eDataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
    .filter((mail) => new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}\\r?$`, 'm').test(mail))
    .map(mailText);
}
