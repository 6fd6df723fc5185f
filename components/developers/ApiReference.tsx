import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { OPENAPI_DOCUMENT_PATH } from '@/lib/api/href';
import type { EndpointReference } from '@/lib/api/reference';
import { useLocale } from '@/lib/i18n';
import { brand } from '@/styles/brand';

function Code({ children }: { children: string }) {
  return (
    <Box component="pre" sx={{ m: 0, p: 1, bgcolor: brand.navy, color: '#e8eef7', borderRadius: 1, overflowX: 'auto', fontSize: 13, lineHeight: 1.5 }}>
      <code>{children}</code>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 800, mb: 0.4 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function EndpointDetails({ endpoint }: { endpoint: EndpointReference }) {
  const { t } = useTranslation('api');
  const locale = useLocale();
  const { access } = endpoint;
  const roles = access.kind === 'user' && access.roles ? ` · ${t('access.roles', { roles: access.roles.join(', ') })}` : '';
  const keyScopes = endpoint.apiKeyScopes.length > 0 ? ` · ${t('access.apiKey', { scopes: endpoint.apiKeyScopes.join(', '), interpolation: { escapeValue: false } })}` : '';
  return (
    <Stack spacing={1.2}>
      <Typography>
        <strong>{t('access.label')}:</strong> {t(`access.${access.kind}`)}
        {roles}
        {keyScopes}
      </Typography>
      {endpoint.query.length > 0 && (
        <Section title={t('query')}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('parameter')}</TableCell>
                <TableCell>{t('type')}</TableCell>
                <TableCell>{t('required')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {endpoint.query.map((parameter) => (
                <TableRow key={parameter.name}>
                  <TableCell>
                    <code>{parameter.name}</code>
                  </TableCell>
                  <TableCell>{parameter.type}</TableCell>
                  <TableCell>{parameter.required ? t('yes') : t('no')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Section>
      )}
      {endpoint.body && (
        <Section title={endpoint.bodyMediaType ? t('bodyOfType', { type: endpoint.bodyMediaType }) : t('body')}>
          <Code>{endpoint.body}</Code>
        </Section>
      )}
      <Section title={endpoint.produces ? t('responseOfType', { type: endpoint.produces }) : t('response')}>
        <Code>{endpoint.response}</Code>
      </Section>
      {endpoint.statuses.length > 0 && (
        <Section title={t('statuses')}>
          <Box component="ul" sx={{ my: 0.4 }}>
            {endpoint.statuses.map((status) => (
              <li key={status.status}>
                <strong>{status.status}</strong> – {status[locale]}
              </li>
            ))}
          </Box>
        </Section>
      )}
      <Section title={t('example')}>
        <Code>{endpoint.example}</Code>
      </Section>
    </Stack>
  );
}

/** The readable API reference, generated from the same endpoint definitions as the OpenAPI document. */
export function ApiReference({ endpoints }: { endpoints: EndpointReference[] }) {
  const { t } = useTranslation('api');
  const locale = useLocale();
  return (
    <Box sx={{ mt: 2.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1.5, alignItems: { sm: 'center' } }}>
        <Link href={OPENAPI_DOCUMENT_PATH} sx={{ fontWeight: 700 }}>
          {t('openapi')}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {t('serviceKeyNote')}
        </Typography>
      </Stack>
      {endpoints.map((endpoint) => (
        <Accordion key={endpoint.key} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${endpoint.key}-content`} id={`${endpoint.key}-header`}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0.3, md: 1 }} sx={{ alignItems: { md: 'center' }, minWidth: 0 }}>
              <Stack direction="row" spacing={0.6} sx={{ alignItems: 'center' }}>
                <Chip size="small" label={endpoint.method} color={endpoint.method === 'GET' ? 'primary' : 'secondary'} sx={{ fontWeight: 800, minWidth: 56 }} />
                <Typography component="h3" sx={{ fontFamily: 'monospace', fontWeight: 700, wordBreak: 'break-all' }}>
                  {endpoint.path}
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {endpoint.summary[locale]}
              </Typography>
            </Stack>
          </AccordionSummary>
          <AccordionDetails>
            <EndpointDetails endpoint={endpoint} />
          </AccordionDetails>
        </Accordion>
      ))}
      <Paper variant="outlined" sx={{ p: 1.5, mt: 2 }}>
        <Typography component="h2" variant="h3">
          {t('errorsTitle')}
        </Typography>
        <Typography sx={{ mt: 0.5 }}>{t('errorsText')}</Typography>
      </Paper>
    </Box>
  );
}
