import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';
import useSWR from 'swr';
import { useTranslation } from 'next-i18next/pages';
import { RouteLink } from '@/components/common/RouteLink';
import { api } from '@/lib/client/api';
import { formatInstant } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { RouteKey } from '@/lib/routes';

const PAGE_SIZE = 10;
const fetchNotifications = () => api.post('Notification/GetList', { pageSize: PAGE_SIZE });

/** The account's in-app notifications (newest ten), with the unread count and "mark all read". */
export function NotificationsList() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { data: page, mutate } = useSWR(['Notification/GetList', PAGE_SIZE], fetchNotifications);
  const markAll = async () => {
    await api.post('Notification/MarkRead', {});
    await mutate();
  };
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="notifications">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Badge badgeContent={page?.unreadCount ?? 0} color="secondary">
          <NotificationsIcon />
        </Badge>
        <Typography component="h2" variant="h4" sx={{ flexGrow: 1 }}>
          {t('notifications.title')}
        </Typography>
        {!!page?.unreadCount && (
          <Button size="small" onClick={() => void markAll()}>
            {t('notifications.markAllRead')}
          </Button>
        )}
      </Stack>
      {page && page.items.length === 0 && <Typography color="text.secondary">{t('notifications.empty')}</Typography>}
      <List dense>
        {page?.items.map((item) => (
          <ListItem key={item.id} disableGutters data-testid="notification" sx={{ fontWeight: item.readAt ? 400 : 700 }}>
            <ListItemText
              primary={
                item.link ? (
                  <RouteLink to={item.link.to as RouteKey} query={item.link.query}>
                    {t(`notifications.kinds.${item.kind}`, item.params)}
                  </RouteLink>
                ) : (
                  t(`notifications.kinds.${item.kind}`, item.params)
                )
              }
              secondary={formatInstant(item.createdAt, locale)}
              slotProps={{ primary: { sx: { fontWeight: item.readAt ? 400 : 700 } } }}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
