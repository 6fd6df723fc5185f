import TextField from '@mui/material/TextField';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OutlinedField } from '@/components/common/OutlinedField';

const inputTag = (html: string) => /<input\b[^>]*>/.exec(html)?.[0] ?? '';

/** OutlinedField reads like TextField (label, helper text, error, required) without importing Select. */
describe('OutlinedField', () => {
  it('ties the label to the input and describes the input by its helper text', () => {
    const html = renderToString(<OutlinedField id="email" label="E-posta" helperText="Zorunlu alan" error required value="" onChange={() => {}} />);
    expect(html).toMatch(/<label[^>]*for="email"[^>]*>E-posta/);
    expect(inputTag(html)).toContain('id="email"');
    expect(inputTag(html)).toContain('aria-describedby="email-helper-text"');
    expect(inputTag(html)).toContain('aria-invalid="true"');
    expect(inputTag(html)).toContain('required=""');
    expect(html).toMatch(/<p[^>]*id="email-helper-text"[^>]*>Zorunlu alan<\/p>/);
  });

  it('lets inputProps override the description, as TextField does, and renders no helper text when none is given', () => {
    const html = renderToString(<OutlinedField id="number" label="Takip numarası" value="" onChange={() => {}} inputProps={{ 'aria-describedby': 'examples' }} />);
    expect(inputTag(html)).toContain('aria-describedby="examples"');
    expect(html).not.toContain('number-helper-text');
  });

  it('keeps the label raised when asked (a date field), and lowers it by default while empty', () => {
    const raised = renderToString(<OutlinedField id="ready" type="date" label="Hazır olma tarihi" value="" onChange={() => {}} shrinkLabel />);
    expect(raised).toMatch(/<label[^>]*data-shrink="true"[^>]*for="ready"/);
    const empty = renderToString(<OutlinedField id="plain" label="Hazır olma tarihi" value="" onChange={() => {}} />);
    expect(empty).toMatch(/<label[^>]*data-shrink="false"[^>]*for="plain"/);
    // The outline's gap for the raised label (the legend's notched style) only where the label is raised.
    const legendClass = (html: string) => /<legend class="([^"]*)"/.exec(html)?.[1];
    const filled = renderToString(<OutlinedField id="filled" label="Hazır olma tarihi" value="2026-12-01" onChange={() => {}} />);
    expect(legendClass(raised)).toBe(legendClass(filled));
    expect(legendClass(raised)).not.toBe(legendClass(empty));
  });

  it('has the same classes as a TextField, so it looks the same', () => {
    const classesOf = (html: string) => [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(' ').filter((name) => name.startsWith('Mui'))).sort();
    const field = renderToString(<OutlinedField id="a" label="Label" helperText="Help" value="x" onChange={() => {}} />);
    const textField = renderToString(<TextField id="a" label="Label" helperText="Help" value="x" onChange={() => {}} />);
    expect(classesOf(field)).toEqual(classesOf(textField).filter((name) => name !== 'MuiTextField-root'));
  });
});
