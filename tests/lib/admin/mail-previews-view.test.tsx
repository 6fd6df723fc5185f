import { afterEach, describe, expect, it } from 'vitest';
import { MailPreviewsView } from '@/components/admin/mail-previews/MailPreviewsView';
import type { Locale } from '@/lib/routes';
import { notificationKinds, type NotificationKind } from '@/lib/schemas/notification';
import { mailPreview, previewKindOf } from '@/lib/server/notifications/mail-previews';
import { renderTranslated } from '../../support/render-translated';

const render = (locale: Locale, kind: NotificationKind) =>
  renderTranslated(<MailPreviewsView preview={mailPreview(kind)} origin="https://pazar.navlunport.example" />, locale, ['admin'], '/admin/mail-previews');

afterEach(() => {
  delete process.env.PUBLIC_ORIGIN;
});

describe('the admin mail previews', () => {
  it('renders each event’s mail from the sample in Turkish and English, on the public origin', () => {
    process.env.PUBLIC_ORIGIN = 'https://pazar.navlunport.example';
    for (const kind of notificationKinds) {
      const preview = mailPreview(kind);
      expect(preview.kind).toBe(kind);
      expect(preview.mails.tr.html).toContain('<html lang="tr">');
      expect(preview.mails.en.html).toContain('<html lang="en">');
      expect(preview.mails.en.text).toContain('https://pazar.navlunport.example/en/');
      expect(preview.mails.tr.subject).not.toBe(preview.mails.en.subject);
    }
  });

  it('takes the event from the address, the first one for anything else', () => {
    expect(previewKindOf('transferRejected')).toBe('transferRejected');
    expect(previewKindOf('dropTables')).toBe(notificationKinds[0]);
    expect(previewKindOf(['transferRejected'])).toBe(notificationKinds[0]);
  });

  for (const locale of ['tr', 'en'] as const) {
    it(`lists the events and shows subject, sandboxed HTML and text in both languages (${locale} screen)`, async () => {
      const html = await render(locale, 'transferRejected');
      expect(html).not.toMatch(/mailPreviews\./);
      for (const kind of notificationKinds) expect(html).toContain(`data-event="${kind}"`);
      // One path in both languages (the link's locale adds /en, as the admin navigation's links do).
      expect(html).toContain('href="/admin/mail-previews?event=transferRejected"');
      expect(html).toContain('aria-current="page"');
      const frames = html.match(/<iframe[^>]*>/g) ?? [];
      expect(frames).toHaveLength(2);
      for (const frame of frames) {
        // No script runs in the frame and it navigates nowhere; only the page may read it (to fit its height).
        expect(frame).toContain('sandbox="allow-same-origin"');
        expect(frame).toMatch(/srcDoc="&lt;!doctype html&gt;/i);
      }
      expect(html).toContain(locale === 'tr' ? 'Havale dekontu onaylanmadı' : 'Transfer receipt refused');
      expect(html).toContain('havale dekontu onaylanmadı</strong>');
      expect(html).toContain('Transfer receipt for BK-2026-000142 not accepted</strong>');
      expect(html).toContain(locale === 'tr' ? 'Düz metin' : 'Plain text');
      expect(html).toContain('https://pazar.navlunport.example');
    });
  }
});
