import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Turns a dotted error code and its parameters into the reader's message (the errors namespace). */
export type TranslateCode = (code: string, params?: Record<string, string | number>) => string;

/**
 * A react-hook-form resolver that validates with the server's own zod schema, loaded on first
 * validation (zod stays out of the page's first load, as lib/search/validate-search.ts does), and
 * reports the same dotted codes the API answers, translated.
 */
export function lazyZodResolver<T extends FieldValues>(load: () => Promise<z.ZodType>, translate: TranslateCode): Resolver<T> {
  return async (values) => {
    const [schema, { fieldErrors }] = await Promise.all([load(), import('../schemas/errors')]);
    const result = schema.safeParse(values, { reportInput: true } as never);
    if (result.success) return { values: result.data as T, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const error of fieldErrors(result.error, values)) {
      const parts = error.field.split('.');
      let node = errors;
      parts.slice(0, -1).forEach((part) => {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      });
      const last = parts[parts.length - 1] ?? '';
      node[last] ??= { type: error.code, message: translate(error.code, error.params) };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
