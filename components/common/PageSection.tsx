import type { ReactNode } from 'react';

/**
 * A page's section around its islands, without MUI: the width and padding of the pages' Container sections
 * (the `page-section` class of styles/frame-styles.ts).
 */
export function PageSection({ children }: { children: ReactNode }) {
  return <div className="page-section">{children}</div>;
}

/** A section's first block (a page's main task), set apart from what follows. */
export function PageSectionLead({ children }: { children: ReactNode }) {
  return <div className="page-section-lead">{children}</div>;
}
