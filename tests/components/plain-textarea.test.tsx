import TextField from '@mui/material/TextField';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { plainTextarea } from '@/components/common/plain-textarea';

/** A multiline field with `plainTextarea` is one <textarea> of fixed rows: no TextareaAutosize and its hidden twin. */
describe('plainTextarea', () => {
  const textareas = (html: string) => html.match(/<textarea\b[^>]*>/g) ?? [];

  it('renders one textarea with the rows asked for', () => {
    const html = renderToString(<TextField label="Message" multiline rows={3} slotProps={{ input: plainTextarea }} />);
    expect(textareas(html)).toHaveLength(1);
    expect(textareas(html)[0]).toContain('rows="3"');
    expect(html).not.toContain('aria-hidden="true" class="MuiInputBase-input');
  });

  it('is needed: without it, MUI renders TextareaAutosize (a second, hidden textarea it measures)', () => {
    const html = renderToString(<TextField label="Message" multiline rows={3} />);
    expect(textareas(html)).toHaveLength(2);
  });
});
