import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';
import { useTranslation } from 'next-i18next/pages';
import { RouteButton } from '@/components/common/RouteLink';
import { formatInstant } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { Company } from '@/lib/schemas/company';
import { notificationKinds } from '@/lib/domain/notification-kinds';
import { formatPhone } from '@/lib/domain/phone';
import type { AccountSession, Profile } from '@/lib/schemas/session';
import { Fact } from '@/components/common/Fact';
import { SessionsCard } from './SessionsCard';

/** The profile screen: the user's own details, their notification choices, where they are signed in and their company's invoice record. */
export function ProfileView({ profile, sessions, company, districtName, provinceName }: { profile: Profile; sessions: AccountSession[]; company: Company | null; provinceName?: string; districtName?: string }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  return (
    <Stack spacing={1.2} data-testid="profile-view">
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
          {t('profile.personal')}
        </Typography>
        <Grid container spacing={1.5}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Fact label={t('profile.firstName')} value={profile.firstName || t('profile.none')} testId="profile-first-name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Fact label={t('profile.lastName')} value={profile.lastName || t('profile.none')} testId="profile-last-name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Fact label={t('profile.email')} value={profile.email} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Fact label={t('profile.phone')} value={profile.phone ? formatPhone(profile.phone) : t('profile.none')} testId="profile-phone" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Fact label={t('profile.language')} value={t(`profile.languages.${profile.preferredLanguage}`)} testId="profile-language" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Fact label={t('profile.company')} value={profile.companyName || t('profile.noCompany')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Fact label={t('profile.memberSince')} value={formatInstant(profile.memberSince, locale, 'longDay')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Fact label={t('profile.lastSignIn')} value={formatInstant(profile.lastSignInAt, locale) || t('users.never')} />
          </Grid>
        </Grid>
        <Stack direction="row" spacing={0.8} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          <RouteButton to="editProfile" variant="contained" data-testid="profile-edit">
            {t('profile.edit')}
          </RouteButton>
          <RouteButton to="changePassword" variant="outlined">
            {t('profile.changePassword')}
          </RouteButton>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
          {t('profile.notifications')}
        </Typography>
        <Stack spacing={0.6}>
          {notificationKinds.map((kind) => {
            const on = profile.notificationPreferences[kind];
            return (
              <Stack key={kind} direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography>{t(`profile.kinds.${kind}`)}</Typography>
                <Chip
                  size="small"
                  color={on ? 'success' : 'default'}
                  variant={on ? 'filled' : 'outlined'}
                  icon={on ? <CheckCircleIcon /> : <NotificationsOffIcon />}
                  label={t(on ? 'profile.on' : 'profile.off')}
                  data-testid={`profile-notification-${kind}`}
                />
              </Stack>
            );
          })}
        </Stack>
      </Paper>
      <SessionsCard sessions={sessions} />
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
          {t('company.title')}
        </Typography>
        {company?.taxNumber ? (
          <Grid container spacing={1.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Fact label={t(`company.name.${company.taxNumberKind ?? 'vkn'}`)} value={company.name} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Fact label={t(`company.taxNumber.${company.taxNumberKind ?? 'vkn'}`)} value={`${company.taxNumber} · ${company.taxOffice ?? ''}`} />
            </Grid>
            <Grid size={12}>
              <Fact label={t('company.address')} value={[company.address, districtName, provinceName].filter(Boolean).join(', ')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Fact label={t('company.invoiceEmail')} value={company.invoiceEmail ?? t('profile.none')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Fact label={t('company.phone')} value={company.phone ? formatPhone(company.phone) : t('profile.none')} />
            </Grid>
          </Grid>
        ) : (
          <Typography color="text.secondary">{t('company.notSet')}</Typography>
        )}
        <RouteButton to="requestFormCompanyInvoiceInfo" variant="outlined" sx={{ mt: 1.5 }}>
          {t('company.editInvoice')}
        </RouteButton>
      </Paper>
    </Stack>
  );
}
