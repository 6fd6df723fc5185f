import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mailText } from '../support/mail-text';

/**
 * The outbox's messages to one address (DATA_DIR/outbox), oldest first (the file names start with the
 * time), as tests/support/mail-text.ts decodes them. No outbox yet: no mail sent yet.
 */
export function mailsTo(address: string): string[] {
  const outbox = path.join(process.env.DATA_DIR!, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .sort()
    .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
    .filter((mail) => mail.includes(`To: ${address}`))
    .map(mailText);
}
