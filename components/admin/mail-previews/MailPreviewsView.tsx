import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { MailFrame } from './MailFrame';
import NextLink from '@/components/common/NextLink';
import { routeHref } from '@/components/common/RouteLink';
import { adminSections } from '@/lib/admin/admin-sections';
import { mailPreviewGroups, type MailPreviewGroup } from '@/lib/admin/mail-preview-kinds';
import { useLocale } from '@/lib/i18n';
import { locales } from '@/lib/routes';
import type { MailPreview } from '@/lib/server/notifications/mail-previews';

export interface MailPreviewsViewProps {
  preview: MailPreview;
  /** The origin the mails' links point to (PUBLIC_ORIGIN, or this server's). */
  origin: string;
}

/**
 * /admin/mail-previews: the mails the marketplace sends, by who gets them (customers, tracking-alert subscribers,
 * company admins), and the selected one in Turkish and English as the server renders it from a sample booking,
 * shipment or endpoint: subject, the HTML in a sandboxed frame (no script, no navigation) and the plain-text part.
 */
export function MailPreviewsView({ preview, origin }: MailPreviewsViewProps) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const event = t(`mailPreviews.events.${preview.kind}`);
  return (
    <Stack spacing={2} data-testid="mail-previews">
      <Box>
        <Typography sx={{ mb: 0.5 }}>{t('mailPreviews.intro', { origin })}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('mailPreviews.language')}
        </Typography>
      </Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" component="nav" aria-label={t('mailPreviews.eventsLabel')} sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0 }}>
          {(Object.keys(mailPreviewGroups) as MailPreviewGroup[]).map((group) => (
            <List key={group} dense disablePadding aria-labelledby={`mail-group-${group}`} subheader={<ListSubheader id={`mail-group-${group}`}>{t(`mailPreviews.groups.${group}`)}</ListSubheader>}>
              {mailPreviewGroups[group].map((kind) => (
                <ListItem key={kind} disablePadding>
                  <ListItemButton
                    component={NextLink}
                    href={routeHref({ to: 'admin', subPath: adminSections.mailPreviews.path, query: { event: kind } }, locale).href}
                    locale={locale}
                    selected={kind === preview.kind}
                    aria-current={kind === preview.kind ? 'page' : undefined}
                    data-event={kind}
                  >
                    <ListItemText primary={t(`mailPreviews.events.${kind}`)} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          ))}
        </Paper>
        <Box sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 800 }}>
            {event}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t(`mailPreviews.when.${preview.kind}`)}
          </Typography>
          <Grid container spacing={2}>
            {locales.map((language) => {
              const mail = preview.mails[language];
              const languageName = t(`mailPreviews.languages.${language}`);
              return (
                <Grid key={language} size={{ xs: 12, xl: 6 }}>
                  <Paper variant="outlined" component="section" aria-labelledby={`mail-${language}`} sx={{ p: 2 }} data-language={language}>
                    <Typography id={`mail-${language}`} component="h3" variant="h6" sx={{ fontWeight: 800 }}>
                      {languageName}
                    </Typography>
                    <Typography sx={{ my: 1 }}>
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        {t('mailPreviews.subject')}:
                      </Box>{' '}
                      <strong data-testid={`subject-${language}`}>{mail.subject}</strong>
                    </Typography>
                    <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 700, mt: 2, mb: 0.5 }}>
                      {t('mailPreviews.html')}
                    </Typography>
                    <MailFrame html={mail.html} title={t('mailPreviews.frameTitle', { event, language: languageName })} />
                    <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 700, mt: 2, mb: 0.5 }}>
                      {t('mailPreviews.text')}
                    </Typography>
                    <Box
                      component="pre"
                      lang={language}
                      sx={{ m: 0, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 13, fontFamily: 'ui-monospace, monospace' }}
                    >
                      {mail.text}
                    </Box>
                  </Paper>
                </Grid>
              );
            })}
          </Grid>
        </Box>
      </Stack>
    </Stack>
  );
}
