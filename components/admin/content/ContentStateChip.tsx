import Chip from '@mui/material/Chip';
import { useTranslation } from 'next-i18next/pages';
import { formatInstant } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { ContentState } from '@/lib/schemas/content-admin';

const colors = { draft: 'default', scheduled: 'default', published: 'success' } as const;
/** The theme's warning orange under white text is below 4.5:1: scheduled uses the alert's dark-on-light pair. */
const scheduledColors = { bgcolor: '#fff4e5', color: '#663c00', border: 1, borderColor: '#ffb74d' } as const;

/** Draft, scheduled (with the time it goes public, Istanbul) or published. */
export function ContentStateChip({ state, publishAt }: { state: ContentState; publishAt: string | null }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const label = state === 'scheduled' && publishAt ? t('content.states.scheduledAt', { time: formatInstant(publishAt, locale) }) : t(`content.states.${state}`);
  return <Chip size="small" color={colors[state]} variant={state === 'draft' ? 'outlined' : 'filled'} label={label} data-state={state} sx={{ maxWidth: '100%', ...(state === 'scheduled' ? scheduledColors : {}) }} />;
}
