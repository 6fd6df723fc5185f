import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { uploadProblem } from '@/components/admin/content/content-api';
import { attributeFields, emptyEntry, formFieldOf, normalizeEntry, referenceSectors, sitePath, toFormValues } from '@/components/admin/content/content-form';
import { contentSortColumns as listSortColumns, contentStates as listStates, defaultListState, listRequestOf, listStateFromQuery, listStateToQuery } from '@/components/admin/content/content-list-state';
import { applyMarkdown, insertImage } from '@/components/admin/content/markdown-format';
import { contentKinds } from '@/lib/domain/content';
import { contentAttributes, contentEntryInput, customerReferenceAttributes } from '@/lib/schemas/content';
import { contentListRequest, contentSortColumns, contentStates } from '@/lib/schemas/content-admin';
import { fieldErrors } from '@/lib/schemas/errors';

describe('content list state in the address bar', () => {
  it('repeats the schema lists it keeps zod-free copies of', () => {
    expect(listStates).toEqual(contentStates);
    expect(listSortColumns).toEqual(contentSortColumns);
    expect(referenceSectors).toEqual(customerReferenceAttributes.shape.sector.options);
  });

  it('reads the defaults from an empty or a hostile query', () => {
    expect(listStateFromQuery({})).toEqual(defaultListState);
    expect(listStateFromQuery({ kind: 'nope', state: 'gone', page: '-3', size: '7', sort: 'DROP', desc: 'x' })).toEqual({ ...defaultListState, sortDescending: false });
    expect(listStateToQuery(defaultListState)).toEqual({});
  });

  it('round-trips every state through the query, and the request passes the API schema', () => {
    fc.assert(
      fc.property(
        fc.record({
          kind: fc.constantFrom('' as const, ...contentKinds),
          state: fc.constantFrom('' as const, ...contentStates),
          text: fc.string({ maxLength: 30 }).map((text) => text.trim()),
          pageNumber: fc.integer({ min: 1, max: 100_000 }),
          pageSize: fc.constantFrom(10, 25, 50),
          sortColumn: fc.constantFrom(...contentSortColumns),
          sortDescending: fc.boolean(),
        }),
        (state) => {
          expect(listStateFromQuery(listStateToQuery(state))).toEqual(state);
          expect(contentListRequest.safeParse(listRequestOf(state)).success).toBe(true);
        },
      ),
    );
  });
});

describe('the editor form model', () => {
  it('starts every kind with a draft whose only missing parts are the texts the editor types', () => {
    for (const kind of contentKinds) {
      const entry = emptyEntry(kind);
      const result = contentEntryInput.safeParse(normalizeEntry(entry));
      expect(result.success).toBe(false);
      const fields = new Set(fieldErrors(result.error!, entry).map((error) => error.field));
      for (const field of ['titleTr', 'titleEn', 'slugTr', 'slugEn']) expect(fields).toContain(field);
      // Required attributes are named too; nothing else is wrong.
      for (const field of fields) expect(field).toMatch(/^(title|slug)(Tr|En)$|^attributes\./);
    }
  });

  it('drops empty optional attributes, turns numbers into numbers and keeps only the kind’s fields', () => {
    const values = {
      ...emptyEntry('campaign'),
      titleTr: 'Yaz',
      titleEn: 'Summer',
      slugTr: 'yaz',
      slugEn: 'summer',
      attributes: { validFrom: '2026-06-01', validTo: '2026-08-31', discountPercent: '15', promoCode: '', stray: 'x' },
      authorName: '  ',
    };
    const normalized = normalizeEntry(values);
    expect(normalized.attributes).toEqual({ validFrom: '2026-06-01', validTo: '2026-08-31', discountPercent: 15 });
    expect(normalized.authorName).toBeNull();
    expect(normalized.category).toBeNull();
    expect(contentEntryInput.safeParse(normalized).success).toBe(true);
  });

  it('puts a campaign ending before it starts on the end date', () => {
    const values = normalizeEntry({ ...emptyEntry('campaign'), titleTr: 'a', titleEn: 'a', slugTr: 'a', slugEn: 'a', attributes: { validFrom: '2026-06-10', validTo: '2026-06-01' } });
    const result = contentEntryInput.safeParse(values);
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!, values)).toEqual([{ field: 'attributes.validTo', code: 'content.validity.order' }]);
  });

  it('lists exactly the attribute fields each kind’s schema knows', () => {
    for (const kind of contentKinds) {
      const schema = contentAttributes[kind] as unknown as { shape?: Record<string, unknown>; def?: { in?: { shape: Record<string, unknown> } } };
      const shape = schema.shape ?? (schema as { _zod: { def: { in?: { shape: Record<string, unknown> } } } })._zod.def.in?.shape ?? {};
      expect(attributeFields[kind].map((field) => field.name).sort()).toEqual(Object.keys(shape).sort());
    }
  });

  it('opens a stored entry with every field defined', () => {
    const stored = contentEntryInput.parse({ kind: 'video', titleTr: 'a', titleEn: 'b', slugTr: 'a', slugEn: 'b', attributes: { url: 'https://example.com/v', durationSeconds: 60 } });
    const values = toFormValues(stored);
    expect(values.attributes).toEqual({ url: 'https://example.com/v', durationSeconds: 60 });
    expect(normalizeEntry(values)).toEqual(stored);
  });

  it('names the form field of a server error under `entry`', () => {
    expect(formFieldOf('entry.attributes.validTo')).toBe('attributes.validTo');
    expect(formFieldOf('entry.slugTr')).toBe('slugTr');
    expect(formFieldOf('titleEn')).toBe('titleEn');
    expect(formFieldOf('entry')).toBeNull();
    expect(formFieldOf('')).toBeNull();
  });
});

describe('public links', () => {
  it('prefixes English paths once, whether or not the server prefixed them', () => {
    expect(sitePath('/bloglar/gumruk', 'tr')).toBe('/bloglar/gumruk');
    expect(sitePath('/blogs/customs', 'en')).toBe('/en/blogs/customs');
    expect(sitePath('/en/blogs/customs', 'en')).toBe('/en/blogs/customs');
    expect(sitePath('/faq#quotes', 'en')).toBe('/en/faq#quotes');
    expect(sitePath('/', 'en')).toBe('/en');
  });
});

describe('the markdown toolbar', () => {
  const at = (value: string, start: number, end = start) => ({ value, start, end });

  it('wraps the selection, or a placeholder it selects', () => {
    expect(applyMarkdown('bold', at('a word here', 2, 6), 'text')).toEqual({ value: 'a **word** here', start: 4, end: 8 });
    expect(applyMarkdown('italic', at('', 0), 'text')).toEqual({ value: '_text_', start: 1, end: 5 });
  });

  it('prefixes the touched lines for headings and lists, once', () => {
    expect(applyMarkdown('heading', at('one\ntwo', 5), 'text').value).toBe('one\n## two');
    expect(applyMarkdown('list', at('a\nb\nc', 0, 3), 'text').value).toBe('- a\n- b\nc');
    expect(applyMarkdown('list', at('- a', 1), 'text').value).toBe('- a');
  });

  it('makes a link of the selection and selects the address to type', () => {
    const edit = applyMarkdown('link', at('see docs', 4, 8), 'text');
    expect(edit.value).toBe('see [docs](https://)');
    expect(edit.value.slice(edit.start, edit.end)).toBe('https://');
  });

  it('inserts an image on a line of its own at the cursor', () => {
    const edit = insertImage(at('before after', 6), 'port [1]', '/api/Content/Image?id=x');
    expect(edit.value).toBe('before\n![port  1](/api/Content/Image?id=x)\n after');
    // The caret waits after the image, at the start of the following text.
    expect(edit.start).toBe(edit.value.indexOf(' after'));
    expect(edit.end).toBe(edit.start);
    expect(insertImage(at('', 0), 'a', '/i').value).toBe('![a](/i)');
  });
});

describe('upload checks', () => {
  it('takes images of at most 5 MB only', () => {
    expect(uploadProblem({ size: 1000, type: 'image/png' })).toBeNull();
    expect(uploadProblem({ size: 5 * 1024 * 1024, type: 'image/webp' })).toBeNull();
    expect(uploadProblem({ size: 5 * 1024 * 1024 + 1, type: 'image/jpeg' })).toBe('tooLarge');
    expect(uploadProblem({ size: 10, type: 'application/pdf' })).toBe('notImage');
  });
});
