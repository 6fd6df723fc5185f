/** The part of a translation function the forms call. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Turns a field error's dotted code (`validation.email`, the same code the API answers) into a message
 * of a small set kept in the form's own namespace (`prefix.email`), so a page doesn't load the whole
 * errors namespace for a few messages; an unknown code reads as `prefix.invalid`.
 */
export function fieldMessage(t: Translate, prefix: string) {
  return (code: string, params?: Record<string, string | number>) => {
    const name = code.split('.').pop() ?? 'invalid';
    return t(`${prefix}.${name}`, { ...params, defaultValue: t(`${prefix}.invalid`) });
  };
}
