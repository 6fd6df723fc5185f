import type { ReactNode } from 'react';
import { RouteLink } from '@/components/common/RouteLink';
import { useLocale } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';

/** The KVKK privacy notice's slug in each language (lib/domain/content.ts legalDocumentCodes is the English one). */
export const kvkkSlug: Record<Locale, string> = { tr: 'kvkk-aydinlatma-metni', en: 'kvkk-privacy-notice' };

/** A link to the KVKK privacy notice, opened in a new tab so a half-filled form is not lost. */
export function KvkkLink({ children, color }: { children: ReactNode; color?: string }) {
  const locale = useLocale();
  return (
    <RouteLink to="legalDocuments" subPath={kvkkSlug[locale]} target="_blank" rel="noopener" color={color ?? 'primary'} sx={{ fontWeight: 700 }} onClick={(event) => event.stopPropagation()}>
      {children}
    </RouteLink>
  );
}
