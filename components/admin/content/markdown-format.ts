/**
 * [M5] The markdown toolbar's edits, pure: each takes the text and the selection and answers the new
 * text and the selection to restore (the inserted words selected, so typing replaces them).
 */
export const markdownActions = ['bold', 'italic', 'heading', 'link', 'list'] as const;
export type MarkdownAction = (typeof markdownActions)[number];

export interface TextEdit {
  value: string;
  start: number;
  end: number;
}

/** Wraps the selection (or a placeholder) in a marker on both sides. */
function wrap(edit: TextEdit, marker: string, placeholder: string): TextEdit {
  const selected = edit.value.slice(edit.start, edit.end) || placeholder;
  const value = `${edit.value.slice(0, edit.start)}${marker}${selected}${marker}${edit.value.slice(edit.end)}`;
  const start = edit.start + marker.length;
  return { value, start, end: start + selected.length };
}

/** Prefixes every line the selection touches. */
function prefixLines(edit: TextEdit, prefix: string, placeholder: string): TextEdit {
  const lineStart = edit.value.lastIndexOf('\n', edit.start - 1) + 1;
  const nextBreak = edit.value.indexOf('\n', edit.end);
  const lineEnd = nextBreak === -1 ? edit.value.length : nextBreak;
  const block = edit.value.slice(lineStart, lineEnd) || placeholder;
  const lines = block.split('\n').map((line) => (line.startsWith(prefix) ? line : `${prefix}${line}`));
  const replaced = lines.join('\n');
  const value = `${edit.value.slice(0, lineStart)}${replaced}${edit.value.slice(lineEnd)}`;
  return { value, start: lineStart + prefix.length, end: lineStart + replaced.length };
}

/** Applies one toolbar action; `placeholder` is the reader's word for the inserted text ("text", "metin"). */
export function applyMarkdown(action: MarkdownAction, edit: TextEdit, placeholder: string): TextEdit {
  switch (action) {
    case 'bold':
      return wrap(edit, '**', placeholder);
    case 'italic':
      return wrap(edit, '_', placeholder);
    case 'heading':
      return prefixLines(edit, '## ', placeholder);
    case 'list':
      return prefixLines(edit, '- ', placeholder);
    case 'link': {
      const selected = edit.value.slice(edit.start, edit.end) || placeholder;
      const url = 'https://';
      const inserted = `[${selected}](${url})`;
      const value = `${edit.value.slice(0, edit.start)}${inserted}${edit.value.slice(edit.end)}`;
      // The address is selected: the text is usually what was marked, the address what is still to type.
      const start = edit.start + selected.length + 3;
      return { value, start, end: start + url.length };
    }
  }
}

/** Inserts an image at the cursor (on a line of its own), replacing any selection. */
export function insertImage(edit: TextEdit, alt: string, url: string): TextEdit {
  const before = edit.value.slice(0, edit.start);
  const after = edit.value.slice(edit.end);
  const safeAlt = alt.replace(/[[\]\n]/g, ' ').trim();
  const lead = before === '' || before.endsWith('\n') ? '' : '\n';
  const trail = after === '' || after.startsWith('\n') ? '' : '\n';
  const inserted = `${lead}![${safeAlt}](${url})${trail}`;
  const caret = before.length + inserted.length;
  return { value: `${before}${inserted}${after}`, start: caret, end: caret };
}
