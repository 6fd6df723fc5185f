import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const bytes = (text: string) => text.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
const utf8 = (latin1: string) => Buffer.from(latin1, 'latin1').toString('utf8');

/**
 * The outbox's messages to one address (DATA_DIR/outbox), oldest first (the file names start with the
 * time): the body's quoted-printable soft breaks and encoded characters undone, and in the headers only the
 * Q-encoded words (a subject's Turkish letters). A header's own text stays as sent: a token after `token=` may
 * begin with two hex digits.
 */
export function mailsTo(address: string): string[] {
  const outbox = path.join(process.env.DATA_DIR!, 'outbox');
  return readdirSync(outbox)
    .sort()
    .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
    .filter((mail) => mail.includes(`To: ${address}`))
    .map((mail) => {
      const split = /\r?\n\r?\n/.exec(mail);
      const [head, body] = split ? [mail.slice(0, split.index), mail.slice(split.index)] : [mail, ''];
      const words = head.replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, word: string) => utf8(bytes(word.replace(/_/g, ' '))));
      return words + utf8(bytes(body.replace(/=\r?\n/g, '')));
    });
}
