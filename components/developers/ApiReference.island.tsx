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
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { OPENAPI_DOCUMENT_PATH } from '@/lib/api/href';
import type { EndpointReference } from '@/lib/api/reference';
import { useLocale } from '@/lib/i18n';
import { brand } from '@/styles/brand';

/** A schema or example, scrolled inside its own box: focusable, so a keyboard scrolls it too. */
function Code({ children, label }: { children: string; label: string }) {
  return (
    <Box component="pre" tabIndex={0} aria-label={label} sx={{ m: 0, p: 1, bgcolor: brand.navy, color: '#e8eef7', borderRadius: 1, overflowX: 'auto', fontSize: 13, lineHeight: 1.5 }}>
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

/** A titled schema or example; its box is named after the endpoint and the title. */
function CodeSection({ path, title, code }: { path: string; title: string; code: string }) {
  return (
    <Section title={title}>
      <Code label={`${path}: ${title}`}>{code}</Code>
    </Section>
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
        <CodeSection path={endpoint.path} title={endpoint.bodyMediaType ? t('bodyOfType', { type: endpoint.bodyMediaType }) : t('body')} code={endpoint.body} />
      )}
      <CodeSection path={endpoint.path} title={endpoint.produces ? t('responseOfType', { type: endpoint.produces }) : t('response')} code={endpoint.response} />
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
      <CodeSection path={endpoint.path} title={t('example')} code={endpoint.example} />
    </Stack>
  );
}

/** The endpoints in the order of their definitions, grouped by their OpenAPI tag (a tag's first endpoint places the group). */
function byTag(endpoints: EndpointReference[]): [string, EndpointReference[]][] {
  const groups = new Map<string, EndpointReference[]>();
  for (const endpoint of endpoints) groups.set(endpoint.tag, [...(groups.get(endpoint.tag) ?? []), endpoint]);
  return [...groups];
}

const tagAnchor = (tag: string) => `api-${tag.toLowerCase()}`;

/**
 * One endpoint as a native disclosure (details/summary): it opens and closes, by keyboard too, and the browser's
 * find-in-page reaches its schemas, without any script, so the reference is a static island that ships no code.
 */
function EndpointDisclosure({ endpoint }: { endpoint: EndpointReference }) {
  const locale = useLocale();
  return (
    <Box
      component="details"
      id={endpoint.key}
      data-testid="api-endpoint"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        '& + &': { mt: 0.75 },
        '&[open] > summary': { borderBottom: 1, borderColor: 'divider' },
        '&[open] > summary .api-endpoint-chevron': { transform: 'rotate(180deg)' },
      }}
    >
      <Box
        component="summary"
        sx={{
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
          cursor: 'pointer',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 1,
          minHeight: 48,
          '&:hover': { bgcolor: 'grey.50' },
        }}
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0.3, md: 1.5 }} sx={{ alignItems: { md: 'center' }, minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0, flexShrink: 0 }}>
            <Chip size="small" label={endpoint.method} color={endpoint.method === 'GET' ? 'primary' : 'secondary'} sx={{ fontWeight: 800, minWidth: 56 }} />
            <Typography component="h3" sx={{ fontFamily: 'monospace', fontWeight: 700, fontSize: { xs: 15, md: 16 } }}>
              {endpoint.path.split('/').map((part, index) => (
                <Fragment key={index}>
                  {index > 0 && '/'}
                  {index > 0 && <wbr />}
                  {part}
                </Fragment>
              ))}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {endpoint.summary[locale]}
          </Typography>
        </Stack>
        <ExpandMoreIcon className="api-endpoint-chevron" aria-hidden sx={{ color: 'text.secondary', flexShrink: 0, transition: 'transform 150ms' }} />
      </Box>
      <Box sx={{ px: 1.5, py: 1.5 }}>
        <EndpointDetails endpoint={endpoint} />
      </Box>
    </Box>
  );
}

/**
 * The readable API reference, generated from the same endpoint definitions as the OpenAPI document: the endpoints
 * grouped by tag, with a list of the groups to jump to.
 */
export function ApiReference({ endpoints }: { endpoints: EndpointReference[] }) {
  const { t } = useTranslation('api');
  const groups = byTag(endpoints);
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
      <Box component="nav" aria-labelledby="api-groups" sx={{ mb: 2 }}>
        <Typography id="api-groups" component="h2" variant="subtitle1" sx={{ fontWeight: 800, mb: 0.5 }}>
          {t('groups')}
        </Typography>
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, p: 0 }}>
          {groups.map(([tag, members]) => (
            <li key={tag}>
              <Link href={`#${tagAnchor(tag)}`} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 32, px: 0.9, border: 1, borderColor: 'divider', borderRadius: 4, fontFamily: 'monospace', fontSize: 14, fontWeight: 600, textDecoration: 'none', '&:hover': { borderColor: 'primary.main' } }}>
                {tag} · {members.length}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
      {groups.map(([tag, members]) => (
        <Box component="section" key={tag} id={tagAnchor(tag)} aria-labelledby={`${tagAnchor(tag)}-title`} sx={{ mt: 2.5, scrollMarginTop: (theme) => theme.layout.headerHeight + 16 }}>
          <Typography id={`${tagAnchor(tag)}-title`} component="h2" variant="h3" sx={{ fontFamily: 'monospace', mb: 1 }}>
            {tag}
          </Typography>
          {members.map((endpoint) => (
            <EndpointDisclosure key={endpoint.key} endpoint={endpoint} />
          ))}
        </Box>
      ))}
      <Paper variant="outlined" sx={{ p: 1.5, mt: 2.5 }}>
        <Typography component="h2" variant="h3">
          {t('errorsTitle')}
        </Typography>
        <Typography sx={{ mt: 0.5 }}>{t('errorsText')}</Typography>
      </Paper>
    </Box>
  );
}
