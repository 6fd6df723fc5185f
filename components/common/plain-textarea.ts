/**
 * Props of the OutlinedInput of a multiline field of a fixed `rows` height (a TextField's `slotProps.input`, or
 * OutlinedField's own): a plain <textarea>. MUI renders
 * every multiline field as TextareaAutosize, which reads its computed style in a layout effect: on a page that
 * is hydrating, that forces a style recalculation of the whole document (≈ 90 ms on a throttled phone, home).
 */
export const plainTextarea = { inputComponent: 'textarea' } as const;
