import { escapeHtml } from '../../html-escape';
import type { Locale } from '../../routes';

/**
 * The branded, table-free layout of the product's own mails (notifications, invitations, the contact form's and the
 * newsletter's mails): plain blocks that common
 * mail clients render alike, the brand's colours, every value escaped. Each part has its plain-text twin, so the
 * text part says what the HTML says.
 */

/** A labelled value of a mail's facts block ("Route: Mersin → New York"). */
export interface MailFact {
  label: string;
  value: string;
}

/** A call to action: its label and absolute link. */
export interface MailAction {
  label: string;
  href: string;
}

/**
 * What a mail says, in order: a greeting, paragraphs, the facts, a quoted message, the next step with its action, and
 * small print.
 */
export interface MailContent {
  locale: Locale;
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  facts: readonly MailFact[];
  /** A heading above the facts block, when it has one. */
  factsTitle?: string;
  /** A message as someone typed it, its line breaks kept, in a block of its own under a heading. */
  message?: { title: string; text: string };
  /** What happens next, or what to do, for the record's state; a heading and the text. */
  next?: { title: string; text: string };
  action?: MailAction;
  /** Small print under the action (why you got it, how long a link lasts). */
  notes: readonly string[];
  /** The last line of the small print, with its link (the newsletter's unsubscribe). */
  footer?: { text: string; link: MailAction };
}

const FOOTER = 'NavlunPort';

const paragraphHtml = (text: string, style = '') => `<p style="margin:0 0 14px${style ? `;${style}` : ''}">${escapeHtml(text)}</p>`;

const blockTitleHtml = (title: string) => `<p style="margin:0 0 8px;font-weight:bold;color:#0b2545">${escapeHtml(title)}</p>`;

const factsHtml = (title: string | undefined, facts: readonly MailFact[]) =>
  facts.length === 0
    ? ''
    : `<div style="margin:4px 0 20px;padding:12px 16px;background:#f4f6fa;border-left:3px solid #13598b;border-radius:4px;font-size:14px">
${title ? `${blockTitleHtml(title)}\n` : ''}${facts.map((fact) => `<p style="margin:0 0 6px"><span style="color:#5b6675">${escapeHtml(fact.label)}:</span> <strong style="color:#1d2733">${escapeHtml(fact.value)}</strong></p>`).join('\n')}
</div>`;

/** The message's lines, escaped, its line breaks kept. */
const messageHtml = (message: { title: string; text: string }) => `<div style="margin:4px 0 20px;padding:12px 16px;background:#f4f6fa;border-left:3px solid #13598b;border-radius:4px">
${blockTitleHtml(message.title)}
<p style="margin:0">${escapeHtml(message.text).replace(/\r?\n/g, '<br>')}</p>
</div>`;

const linkHtml = (link: MailAction) => `<a href="${escapeHtml(link.href)}" style="color:#13598b">${escapeHtml(link.label)}</a>`;

const actionHtml = (action: MailAction) => `<p style="margin:0 0 20px"><a href="${escapeHtml(action.href)}" style="display:inline-block;background:#13598b;color:#ffffff;text-decoration:none;font-weight:bold;padding:10px 18px;border-radius:6px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 14px;font-size:13px;color:#5b6675;word-break:break-all">${escapeHtml(action.href)}</p>`;

/** The HTML part: the brand, the content, the small print; `lang` is the mail's language. */
export function mailHtml(content: MailContent): string {
  const body = [
    paragraphHtml(content.greeting),
    ...content.paragraphs.map((text) => paragraphHtml(text)),
    factsHtml(content.factsTitle, content.facts),
    content.message ? messageHtml(content.message) : '',
    content.next ? `<p style="margin:0 0 6px;font-weight:bold;color:#0b2545">${escapeHtml(content.next.title)}</p>\n${paragraphHtml(content.next.text)}` : '',
    content.action ? actionHtml(content.action) : '',
  ]
    .filter(Boolean)
    .join('\n');
  const notes = [
    ...content.notes.map((note) => `<p style="margin:0 0 6px">${escapeHtml(note)}</p>`),
    ...(content.footer ? [`<p style="margin:0 0 6px">${escapeHtml(content.footer.text)} ${linkHtml(content.footer.link)}</p>`] : []),
  ].join('\n');
  return `<!doctype html><html lang="${content.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6fa;font-family:Nunito,Arial,sans-serif;color:#1d2733">
<div style="background:#f4f6fa;padding:24px 12px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px">
<div style="padding:18px 24px 0;font-size:20px;font-weight:bold;color:#0b2545">Navlun<span style="color:#e8661c">Port</span></div>
<div style="padding:24px;font-size:15px;line-height:1.6">
${body}
</div>
<div style="padding:0 24px 20px;font-size:12px;line-height:1.5;color:#7a8896">
${notes}${notes ? '\n' : ''}<p style="margin:0">${FOOTER}</p>
</div>
</div>
</div>
</body></html>`;
}

/** The text part: the same content, facts as "Label: value" lines, the action as "Label: link", the footer's link after its text. */
export function mailText(content: MailContent): string {
  const blocks = [
    content.greeting,
    ...content.paragraphs,
    content.facts.length > 0 ? [...(content.factsTitle ? [`${content.factsTitle}:`] : []), ...content.facts.map((fact) => `${fact.label}: ${fact.value}`)].join('\n') : '',
    content.message ? `${content.message.title}:\n${content.message.text}` : '',
    content.next ? `${content.next.title}:\n${content.next.text}` : '',
    content.action ? `${content.action.label}: ${content.action.href}` : '',
    content.notes.join('\n'),
    content.footer ? `${content.footer.text} ${content.footer.link.href}` : '',
    FOOTER,
  ];
  return blocks.filter(Boolean).join('\n\n');
}
