import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { outboxDir, sendMail } from '@/lib/server/mail/send-mail';

const dir = mkdtempSync(path.join(tmpdir(), 'navlun-mail-'));
process.env.DATA_DIR = dir;
delete process.env.SMTP_URL;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sendMail without SMTP', () => {
  it('writes one RFC 5322 .eml file per message into DATA_DIR/outbox, with Turkish text intact', async () => {
    const delivery = await sendMail({ to: 'ayse@example.com', subject: 'Talebiniz için teklif hazır', text: 'Merhaba Ayşe, teklifiniz hazır.', html: '<p>Merhaba Ayşe, teklifiniz hazır.</p>' });
    expect(delivery.delivery).toBe('file');
    const files = readdirSync(outboxDir());
    expect(files.filter((name) => name.endsWith('.eml'))).toHaveLength(1);
    const raw = readFileSync(path.join(outboxDir(), files[0]!), 'utf8');
    expect(raw).toMatch(/^To: ayse@example\.com$/m);
    expect(raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(raw).toContain('multipart/alternative');
  });

  it('names the language a message is written in (Content-Language), beside its other headers', async () => {
    const delivery = await sendMail({ to: 'john@example.com', subject: 'Your offers are ready', text: 'Hello', html: '<p>Hello</p>', language: 'en', headers: { 'List-Unsubscribe': '<https://x.example/u>' } });
    expect(delivery.delivery).toBe('file');
    const raw = readFileSync((delivery as { file: string }).file, 'utf8');
    expect(raw).toMatch(/^Content-Language: en\r?$/m);
    expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/x\.example\/u>\r?$/m);
  });
});
