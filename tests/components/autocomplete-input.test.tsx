// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PortField } from '@/components/schedule/PortField';
import { useLookups } from '@/store/lookups';
import { localeTexts, translatedTree } from '../support/render-translated';

const common = localeTexts('tr', 'common') as { autocomplete: Record<string, string> };

async function renderPortField(error?: string) {
  render(await translatedTree(<PortField id="pol" label="Yükleme limanı" value={null} error={error} onChange={() => {}} />, 'tr', ['common', 'schedule']));
}

/** An autocomplete's input (components/common/AutocompleteInput.tsx): TextField's reading without TextField, in the page's language. */
describe('autocomplete input', () => {
  afterEach(cleanup);

  it('ties its label to the combobox and labels the open list with it', async () => {
    useLookups.setState({ status: 'ready', locations: [{ code: 'TRIZM', name: 'İzmir', city: 'İzmir', countryCode: 'TR', kind: 'port' }] as never });
    await renderPortField();
    const combobox = screen.getByRole('combobox', { name: 'Yükleme limanı' });
    fireEvent.change(combobox, { target: { value: 'izm' } });
    const list = screen.getByRole('listbox', { name: 'Yükleme limanı' });
    expect(within(list).getByRole('option').textContent).toContain('İzmir');
    expect(screen.getByRole('button', { name: common.autocomplete.close })).toBeTruthy();
  });

  it('names its buttons in the page language and shows the error below the field', async () => {
    useLookups.setState({ status: 'ready', locations: [] as never });
    await renderPortField('Bir liman seçin');
    expect(screen.getByRole('button', { name: common.autocomplete.open })).toBeTruthy();
    const combobox = screen.getByRole('combobox', { name: 'Yükleme limanı' });
    expect(combobox.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(combobox.getAttribute('aria-describedby')!)?.textContent).toBe('Bir liman seçin');
  });
});
