import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'next-i18next/pages';
import { FormCheckboxGroup, FormDialog } from '@/components/account/FormDialog';
import { FormTextField } from '@/components/account/FormFields';
import { monospace } from '@/components/account/OneTimeSecretDialog';
import { api, failureMessage, fieldProblems } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { webhookEventTypes, type WebhookEventType } from '@/lib/domain/webhooks';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { useLocale } from '@/lib/i18n';
import type { WebhookEndpoint, WebhookSecretAnswer } from '@/lib/schemas/webhook';
import { eventLabel, eventText } from './webhook-texts';

interface EndpointValues {
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
}

const fields = ['url', 'description', 'eventTypes'] as const;

/** The fields of the form that changed (an edit sends only those: an unchanged URL is not checked again). */
function changesOf(values: EndpointValues, endpoint: WebhookEndpoint): Partial<EndpointValues> {
  const changes: Partial<EndpointValues> = {};
  if (values.url !== endpoint.url) changes.url = values.url;
  if (values.description !== endpoint.description) changes.description = values.description;
  const sameEvents = values.eventTypes.length === endpoint.eventTypes.length && values.eventTypes.every((type) => endpoint.eventTypes.includes(type));
  if (!sameEvents) changes.eventTypes = values.eventTypes;
  return changes;
}

/**
 * [E1] Adding a webhook endpoint, or editing one (`endpoint`): its URL, a description and the events it receives.
 * The form validates with the API's own schema (createWebhookEndpointBody, loaded on first validation), and the
 * server's field errors (a URL it refuses) land on their fields. Open while mounted: the view mounts it to open it.
 */
export function EndpointDialog({
  endpoint,
  onClose,
  onCreated,
  onSaved,
}: {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onCreated: (answer: WebhookSecretAnswer) => Promise<void>;
  onSaved: (endpoint: WebhookEndpoint) => Promise<void>;
}) {
  const { t } = useTranslation('account');
  const { t: tErrors } = useTranslation('errors');
  const locale = useLocale();
  const { control, handleSubmit, formState, setError } = useForm<EndpointValues>({
    // Checked when submitted, then as it is corrected: an address left empty to pick the events first is no error yet.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: endpoint ? { url: endpoint.url, description: endpoint.description, eventTypes: [...endpoint.eventTypes] } : { url: '', description: '', eventTypes: [] },
    resolver: lazyZodResolver<EndpointValues>(() => import('@/lib/schemas/webhook').then((module) => module.createWebhookEndpointBody), (code, params) => tErrors(code, params)),
  });
  const submit = handleSubmit(async (values) => {
    try {
      if (!endpoint) return await onCreated(await api.post('Webhook/Endpoint/Create', values, { locale }));
      const changes = changesOf(values, endpoint);
      if (Object.keys(changes).length === 0) return onClose();
      await onSaved(await api.post('Webhook/Endpoint/Update', { id: endpoint.id, ...changes }, { locale }));
    } catch (error) {
      const problems = fieldProblems(error);
      for (const problem of problems) {
        const field = fields.find((name) => problem.field === name || problem.field.startsWith(`${name}.`));
        if (field) setError(field, { message: problem.message });
      }
      if (problems.length === 0) toast.error(failureMessage(error, t('webhooks.toast.failed')), { toastId: 'webhook-save-failed' });
    }
  });
  const submitting = formState.isSubmitting;
  return (
    <FormDialog
      title={t(endpoint ? 'webhooks.dialog.editTitle' : 'webhooks.dialog.createTitle')}
      testId="webhook-form"
      submitTestId="webhook-submit"
      submitting={submitting}
      cancelLabel={t('webhooks.dialog.cancel')}
      submitLabel={t(endpoint ? (submitting ? 'webhooks.dialog.saving' : 'webhooks.dialog.save') : submitting ? 'webhooks.dialog.creating' : 'webhooks.dialog.create')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      <FormTextField name="url" control={control} type="url" required label={t('webhooks.dialog.url')} help={t('webhooks.dialog.urlHint')} testId="webhook-url" htmlInput={{ maxLength: 500 }} />
      <FormTextField name="description" control={control} label={t('webhooks.dialog.description')} help={t('webhooks.dialog.descriptionHint')} testId="webhook-description" htmlInput={{ maxLength: 200 }} />
      <FormCheckboxGroup
        name="eventTypes"
        control={control}
        legend={t('webhooks.dialog.events')}
        help={t('webhooks.dialog.eventsHint')}
        options={webhookEventTypes}
        all={{ label: t('webhooks.dialog.allEvents'), testId: 'webhook-events-all' }}
        testId={(type) => `webhook-event-${type}`}
        label={(type) => (
          <Box component="span" sx={{ display: 'block' }}>
            <Box component="span" sx={{ display: 'block' }}>
              <Typography component="span" sx={{ fontWeight: 700, mr: 0.75 }}>
                {t(eventLabel(type))}
              </Typography>
              <Box component="code" sx={{ display: { xs: 'block', sm: 'inline' }, fontFamily: monospace, fontSize: '0.8rem', color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {type}
              </Box>
            </Box>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {t(eventText(type))}
            </Typography>
          </Box>
        )}
      />
      {endpoint && (
        <Alert severity="info" variant="outlined">
          {t('webhooks.dialog.editNote')}
        </Alert>
      )}
    </FormDialog>
  );
}
