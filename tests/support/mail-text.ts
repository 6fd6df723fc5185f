const bytes = (text: string) => text.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
const utf8 = (latin1: string) => Buffer.from(latin1, 'latin1').toString('utf8');

/**
 * A mail file as the tests read it: the body's quoted-printable soft breaks and encoded characters undone, and in the
 * headers only the Q-encoded words (a subject's Turkish letters). A header's own text stays as sent: a token after
 * `token=` may begin with two hex digits. The API tests and the e2e share it.
 */
export function mailText(mail: string): string {
  const split = /\r?\n\r?\n/.exec(mail);
  const [head, body] = split ? [mail.slice(0, split.index), mail.slice(split.index)] : [mail, ''];
  const words = head.replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, word: string) => utf8(bytes(word.replace(/_/g, ' '))));
  return words + utf8(bytes(body.replace(/=\r?\n/g, '')));
}
