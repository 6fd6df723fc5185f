// @vitest-environment jsdom
import TextField from '@mui/material/TextField';
import { render, screen, fireEvent } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from '@/components/common/SelectField';

const options = [
  { value: 'cm', label: 'cm' },
  { value: 'in', label: 'in', disabled: true },
];

/** SelectField: an outlined TextField `select` look on the browser's own <select>, without MUI's Select. */
describe('SelectField', () => {
  it('ties the raised label to the select, describes it by its helper text and lists the options in order', () => {
    const html = renderToString(<SelectField id="unit" label="Birim" value="cm" onChange={() => {}} options={options} emptyLabel="Seçiniz" helperText="Zorunlu" error />);
    expect(html).toMatch(/<label[^>]*data-shrink="true"[^>]*for="unit"[^>]*>Birim/);
    const select = /<select\b[^>]*>/.exec(html)?.[0] ?? '';
    expect(select).toContain('id="unit"');
    expect(select).toContain('aria-describedby="unit-helper-text"');
    expect(select).toContain('aria-invalid="true"');
    expect([...html.matchAll(/<option([^>]*)>([^<]*)<\/option>/g)].map((match) => `${match[2]}${match[1]!.includes('disabled') ? ' (disabled)' : ''}`)).toEqual(['Seçiniz', 'cm', 'in (disabled)']);
    expect(html).toMatch(/<p[^>]*id="unit-helper-text"[^>]*>Zorunlu<\/p>/);
  });

  it('reports the chosen value and passes its own attributes to the select', () => {
    const onChange = vi.fn();
    render(<SelectField label="Konteyner" value="cm" onChange={onChange} options={[...options, { value: 'kg', label: 'kg' }]} selectProps={{ 'data-testid': 'unit' }} />);
    fireEvent.change(screen.getByTestId('unit'), { target: { value: 'kg' } });
    expect(onChange).toHaveBeenCalledWith('kg');
    expect(screen.getByLabelText('Konteyner')).toBe(screen.getByTestId('unit'));
  });

  it('has the classes of an outlined TextField with a native select, so it looks the same', () => {
    const classesOf = (html: string) => [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(' ').filter((name) => name.startsWith('Mui'))).sort();
    const field = renderToString(<SelectField id="a" label="Label" helperText="Help" value="cm" onChange={() => {}} options={options} />);
    const textField = renderToString(
      <TextField id="a" select label="Label" helperText="Help" value="cm" onChange={() => {}} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>,
    );
    // The one difference is the name of the select's root class (the theme styles neither).
    expect(classesOf(field).filter((name) => name !== 'MuiNativeSelect-root')).toEqual(classesOf(textField).filter((name) => name !== 'MuiTextField-root' && name !== 'MuiSelect-root'));
    expect(classesOf(field)).toContain('MuiNativeSelect-root');
  });
});
