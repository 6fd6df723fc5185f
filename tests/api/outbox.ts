import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The outbox's messages to one address (DATA_DIR/outbox), oldest first (the file names start with the
 * time), quoted-printable soft breaks and encoded characters undone.
 */
export function mailsTo(address: string): string[] {
  const outbox = path.join(process.env.DATA_DIR!, 'outbox');
  return readdirSync(outbox)
    .sort()
    .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
    .filter((mail) => mail.includes(`To: ${address}`))
    .map((mail) => Buffer.from(mail.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), 'latin1').toString('utf8'));
}
