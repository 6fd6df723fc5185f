/** Escapes text for HTML (element content and quoted attributes): what a visitor typed is never markup. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Text with its line breaks kept, escaped. */
export const escapeLines = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

/**
 * The branded frame of the site's emails (as the invitation and the identity provider's mails):
 * `content` is HTML already escaped by the caller; `footer` is an optional small print block.
 */
export function mailFrame(locale: string, content: string, footer = ''): string {
  return `<!doctype html><html lang="${escapeHtml(locale)}"><body style="margin:0;padding:0;background:#f4f6fa;font-family:Nunito,Arial,sans-serif;color:#1d2733">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6fa;padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="padding:18px 24px 0;font-size:20px;font-weight:bold;color:#0b2545">Navlun<span style="color:#e8661c">Port</span></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.6">
${content}
</td></tr>${footer ? `\n<tr><td style="padding:0 24px 20px;font-size:12px;line-height:1.5;color:#7a8896">${footer}</td></tr>` : ''}
</table></td></tr></table></body></html>`;
}

export const paragraph = (html: string, style = '') => `<p style="margin:0 0 14px${style ? `;${style}` : ''}">${html}</p>`;

export const buttonLink = (href: string, label: string) =>
  `<p style="margin:0 0 20px"><a href="${escapeHtml(href)}" style="display:inline-block;background:#13598b;color:#ffffff;text-decoration:none;font-weight:bold;padding:10px 18px;border-radius:6px">${escapeHtml(label)}</a></p>
<p style="margin:0 0 14px;font-size:13px;color:#5b6675;word-break:break-all">${escapeHtml(href)}</p>`;
