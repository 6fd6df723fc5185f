import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'next-i18next/pages';
import { FormDialog } from '@/components/account/FormDialog';
import { FormSelect, FormTextField } from '@/components/account/FormFields';
import { api, failureMessage, fieldProblems, type AnswerOf } from '@/lib/client/api';
import { containerTypes } from '@/lib/domain/freight-codes';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { useLocale } from '@/lib/i18n';
import type { CarrierEventRow } from '@/lib/schemas/carrier-event-admin';

interface AssignValues {
  reference: string;
  containerType?: (typeof containerTypes)[number];
}

/**
 * [E1] Assigning an unmatched carrier event to its booking: operations name the booking (a shipment made from a
 * reservation has no container numbers or bill of lading until then) and, for an equipment event, the container's
 * type; the server records the container or the bill of lading on that shipment and applies the event. The form
 * checks with the API's schema; the server's field errors land on their fields, its refusals (another carrier's
 * booking, a second bill of lading) in the dialog, which stays open to name another booking. Open while mounted.
 */
export function AssignEventDialog({ event, onClose, onAssigned }: { event: CarrierEventRow; onClose: () => void; onAssigned: (answer: AnswerOf<'POST', 'Admin/CarrierEvent/Assign'>) => Promise<void> }) {
  const { t } = useTranslation('admin');
  const { t: tErrors } = useTranslation('errors');
  const locale = useLocale();
  const equipment = event.eventType === 'EQUIPMENT';
  const { control, handleSubmit, formState, setError } = useForm<AssignValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { reference: '' },
    // The API's schema; an equipment event's container needs its type.
    resolver: lazyZodResolver<AssignValues>(
      () =>
        import('@/lib/schemas/carrier-event-admin').then((module) =>
          module.assignCarrierEventBody.omit({ eventID: true }).refine((values) => !equipment || values.containerType !== undefined, { path: ['containerType'], message: 'carrierEvents.assign.containerType.required' }),
        ),
      (code, params) => tErrors(code, params),
    ),
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await onAssigned(await api.post('Admin/CarrierEvent/Assign', { eventID: event.eventID, reference: values.reference, ...(values.containerType ? { containerType: values.containerType } : {}) }, { locale }));
    } catch (error) {
      const problems = fieldProblems(error);
      for (const problem of problems) if (problem.field === 'reference' || problem.field === 'containerType') setError(problem.field, { message: problem.message });
      if (problems.length === 0) setRefusal(failureMessage(error, t('carriers.events.failed')));
    }
  });
  const submitting = formState.isSubmitting;
  return (
    <FormDialog
      title={t('carriers.events.assign.title')}
      testId="carrier-event-assign-form"
      submitTestId="carrier-event-assign-submit"
      submitting={submitting}
      cancelLabel={t('carriers.events.keep')}
      submitLabel={t(submitting ? 'carriers.events.assign.submitting' : 'carriers.events.assign.submit')}
      onClose={onClose}
      onSubmit={(formEvent) => void submit(formEvent)}
    >
      <Typography>{t(equipment ? 'carriers.events.assign.textContainer' : 'carriers.events.assign.textDocument', { reference: event.matchedBy ?? '', carrier: event.carrier })}</Typography>
      <FormTextField name="reference" control={control} required label={t('carriers.events.assign.reference')} help={t('carriers.events.assign.referenceHint', { carrier: event.carrier })} testId="carrier-event-assign-reference" htmlInput={{ maxLength: 40 }} />
      {refusal && (
        <Alert severity="error" data-testid="carrier-event-assign-refusal">
          {refusal}
        </Alert>
      )}
      {equipment && (
        <FormSelect
          name="containerType"
          control={control}
          required
          label={t('carriers.events.assign.containerType')}
          help={t('carriers.events.assign.containerTypeHint')}
          testId="carrier-event-assign-type"
          options={containerTypes.map((type) => ({ value: type, label: t(`carriers.events.assign.containerTypes.${type}`) }))}
        />
      )}
    </FormDialog>
  );
}
