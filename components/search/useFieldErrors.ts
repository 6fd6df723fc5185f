import { useTranslation } from 'next-i18next/pages';
import type { FieldError } from '@/lib/schemas/errors';

/** The localized message of a field's first error (codes from the shared zod schemas), or ''. */
export function useFieldErrors(errors: readonly FieldError[]) {
  const { t } = useTranslation('errors');
  return (field: string): string => {
    const error = errors.find((item) => item.field === field);
    return error ? t(error.code, error.params) : '';
  };
}
