import { afterEach, describe, expect, it } from 'vitest';
import { MailPreviewsView } from '@/components/admin/mail-previews/MailPreviewsView';
import type { Locale } from '@/lib/routes';
import { mailPreviewGroups, mailPreviewKinds, previewKindOf, type MailPreviewKind } from '@/lib/admin/mail-preview-kinds';
import { mailPreview } from '@/lib/server/notifications/mail-previews';
import { renderTranslated } from '../../support/render-translated';

const render = (locale: Locale, kind: MailPreviewKind) =>
  renderTranslated(<MailPreviewsView preview={mailPreview(kind)} origin="https://pazar.navlunport.example" />, locale, ['admin'], '/admin/mail-previews');

afterEach(() => {
  delete process.env.PUBLIC_ORIGIN;
});

describe('the admin mail previews', () => {
  it('renders each mail from its sample in Turkish and English, on the public origin: notifications, tracking alerts, the webhook mail', () => {
    process.env.PUBLIC_ORIGIN = 'https://pazar.navlunport.example';
    expect(mailPreviewKinds.length).toBe(mailPreviewGroups.customers.length + 7);
    for (const kind of mailPreviewKinds) {
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
    expect(previewKindOf('webhookEndpointDisabled')).toBe('webhookEndpointDisabled');
    expect(previewKindOf('dropTables')).toBe(mailPreviewKinds[0]);
    expect(previewKindOf(['transferRejected'])).toBe(mailPreviewKinds[0]);
  });

  for (const locale of ['tr', 'en'] as const) {
    it(`shows the tracking alerts and the webhook mail under who gets them (${locale} screen)`, async () => {
      process.env.PUBLIC_ORIGIN = 'https://pazar.navlunport.example';
      const alert = await render(locale, 'trackingAlertEtaChanged');
      expect(alert).not.toMatch(/mailPreviews\./);
      expect(alert).toContain(locale === 'tr' ? 'Takip bildirimi abonelerine' : 'To tracking alert subscribers');
      expect(alert).toContain('BK-2026-000142: tahmini varış değişti</strong>');
      expect(alert).toContain('BK-2026-000142: estimated arrival changed</strong>');
      // The unsubscribe link every alert carries.
      expect(mailPreview('trackingAlertEtaChanged').mails.en.text).toContain('https://pazar.navlunport.example/en/tracking-alerts/unsubscribe?token=');
      const webhook = await render(locale, 'webhookEndpointDisabled');
      expect(webhook).toContain(locale === 'tr' ? 'Firma yöneticilerine' : 'To company admins');
      expect(webhook).toContain('Your webhook endpoint has been disabled</strong>');
      expect(mailPreview('webhookEndpointDisabled').mails.tr.text).toContain('https://erp.ornek-ihracat.example/hooks/navlunport');
    });

    it(`lists the events and shows subject, sandboxed HTML and text in both languages (${locale} screen)`, async () => {
      const html = await render(locale, 'transferRejected');
      expect(html).not.toMatch(/mailPreviews\./);
      for (const kind of mailPreviewKinds) expect(html).toContain(`data-event="${kind}"`);
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
