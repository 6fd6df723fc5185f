import Link, { type LinkProps } from 'next/link';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

type Props = LinkProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof LinkProps>;

/** The attribute marking a link the router follows, also in an island's markup (see useStaticLinkNavigation). */
export const CLIENT_LINK_ATTRIBUTE = 'data-client-link';

/**
 * next/link for the whole site, prefetching a page on hover or touch only. Next's default also
 * prefetches every link that scrolls into view: on a phone that downloads and parses the data and code
 * of every visible link's page while this one is still loading (a blog listing showed 20+ requests).
 */
const NextLink = forwardRef<HTMLAnchorElement, Props>(function NextLink({ prefetch = false, ...props }, ref) {
  return <Link ref={ref} prefetch={prefetch} {...{ [CLIENT_LINK_ATTRIBUTE]: '' }} {...props} />;
});

export default NextLink;
