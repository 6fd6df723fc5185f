/** A page's texts in the `pages` namespace. */
export interface PageText {
  title: string;
  description: string;
  heading: string;
  lead: string;
  body: string[];
  points: string[];
}

/** A page's texts from its (possibly missing or partial) entry in the `pages` namespace. */
export function toPageText(text: Partial<PageText> | undefined): PageText {
  return {
    title: text?.title ?? '',
    description: text?.description ?? '',
    heading: text?.heading ?? '',
    lead: text?.lead ?? '',
    body: Array.isArray(text?.body) ? text.body : [],
    points: Array.isArray(text?.points) ? text.points : [],
  };
}
