/** What a newsletter email's link asks for. */
export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

/** The link's action and token from the address's query (?confirm=… or ?unsubscribe=…), or null for none. */
export function newsletterLinkOf(query: Record<string, string | string[] | undefined>): { action: NewsletterLinkAction; token: string } | null {
  for (const action of ['confirm', 'unsubscribe'] as const) {
    const value = query[action];
    if (typeof value === 'string' && value) return { action, token: value };
  }
  return null;
}
