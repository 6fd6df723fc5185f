import { describe, expect, it } from 'vitest';
import { alreadySubscribedMail, confirmationMail, welcomeMail } from '@/lib/server/newsletter/newsletter-mails';

/** The newsletter's mails in the site's mail layout (lib/server/mail/mail-layout.ts): each carries its unsubscribe link three ways. */
const CONFIRM = 'https://pazar.navlunport.example/bulten?confirm=abc.def';
const UNSUBSCRIBE = 'https://pazar.navlunport.example/bulten?unsubscribe=ghi.jkl';

describe('newsletter mails', () => {
  it('the confirmation: the body, the confirm button, the note, the unsubscribe line, List-Unsubscribe', () => {
    const mail = confirmationMail('tr', 'zeynep@ornek.test', CONFIRM, UNSUBSCRIBE);
    expect(mail).toMatchObject({ to: 'zeynep@ornek.test', subject: 'NavlunPort bülten aboneliğinizi onaylayın', language: 'tr', headers: { 'List-Unsubscribe': `<${UNSUBSCRIBE}>` } });
    expect(mail.text).toBe(
      [
        'Merhaba,',
        'NavlunPort lojistik bültenine abone olmak için bu adres kullanıldı. Aboneliğinizi başlatmak için aşağıdaki bağlantıyla onaylayın; bağlantı 7 gün geçerlidir.',
        `Aboneliğimi onayla: ${CONFIRM}`,
        'Bu isteği siz yapmadıysanız bu e-postayı yok sayın; onaylamadığınız sürece size bülten gönderilmez.',
        `Bülteni almak istemiyorsanız tek tıkla abonelikten çıkabilirsiniz: ${UNSUBSCRIBE}`,
        'NavlunPort',
      ].join('\n\n'),
    );
    expect(mail.html).toContain('<html lang="tr">');
    expect(mail.html).toMatch(/<a href="https:\/\/pazar\.navlunport\.example\/bulten\?confirm=abc\.def" style="display:inline-block[^"]*">Aboneliğimi onayla<\/a>/);
    expect(mail.html).toContain(`Bülteni almak istemiyorsanız tek tıkla abonelikten çıkabilirsiniz: <a href="${UNSUBSCRIBE}" style="color:#13598b">Abonelikten çık</a>`);
    expect(mail.html).not.toContain('<table');
  });

  it('the welcome and the repeated subscription: no button, the unsubscribe link still there, in the subscriber’s language', () => {
    for (const mail of [welcomeMail('en', 'john@example.test', UNSUBSCRIBE), alreadySubscribedMail('en', 'john@example.test', UNSUBSCRIBE)]) {
      expect(mail.language).toBe('en');
      expect(mail.html).toContain('<html lang="en">');
      expect(mail.html).not.toContain('display:inline-block');
      expect(mail.text).toContain(`If you no longer want the newsletter, unsubscribe with one click: ${UNSUBSCRIBE}`);
      expect(mail.html).toContain(`<a href="${UNSUBSCRIBE}" style="color:#13598b">Unsubscribe</a>`);
      expect(mail.headers['List-Unsubscribe']).toBe(`<${UNSUBSCRIBE}>`);
    }
    expect(welcomeMail('en', 'john@example.test', UNSUBSCRIBE).text).toContain('Your subscription is confirmed.');
    expect(alreadySubscribedMail('en', 'john@example.test', UNSUBSCRIBE).subject).toBe('You are already subscribed to the NavlunPort newsletter');
  });
});
