const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to stand in HTML: in an element's content or a quoted attribute's value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => entities[char]!);
