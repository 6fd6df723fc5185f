import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import Collapse from '@mui/material/Collapse';
import { DataTable, type DataColumn } from '@/components/list/DataTable';
import { DataTablePager } from '@/components/list/DataTablePager';
import type { Locale } from '@/lib/routes';
import { localeTexts, renderTranslated } from '../support/render-translated';

/** The shared list table rendered on the server: header, rows, empty line, loading bar and a pager in the page's language. */
const common = (locale: Locale) => localeTexts(locale, 'common') as { table: Record<'rowsPerPage' | 'displayedRows' | 'previousPage' | 'nextPage' | 'loading', string> };

// The page's router: the pager writes its numbers in the page's language.
const render = (element: ReactElement, locale: Locale) => renderTranslated(element, locale, ['common'], '/admin');

interface Port {
  code: string;
  name: string;
}
const ports: Port[] = [
  { code: 'TRMER', name: 'Mersin' },
  { code: 'DEHAM', name: 'Hamburg' },
];
const columns: DataColumn<Port>[] = [
  { id: 'code', header: 'Kod', sort: { active: true, desc: true, onSort: () => {} }, cell: (port) => port.code },
  { id: 'name', header: 'Ad', from: 'md', cellProps: (port) => ({ 'data-testid': `name-${port.code}` }), cell: (port) => port.name },
];
const paging = { page: { totalCount: 25, pageNumber: 2, pageSize: 10 }, pageSizes: [10, 25], onPage: () => {}, onPageSize: () => {} };

describe('DataTable', () => {
  it('renders the headers (a sortable one as a sort button), a row per item with its attributes, and the table’s name and test id', async () => {
    const html = await render(<DataTable rows={ports} columns={columns} rowKey={(port) => port.code} rowProps={(port) => ({ 'data-code': port.code })} label="Limanlar" testId="ports" />, 'tr');
    expect(html).toMatch(/<table[^>]*aria-label="Limanlar"[^>]*data-testid="ports"/);
    expect(html).toMatch(/<th[^>]*aria-sort="descending"[^>]*>.*?Kod/);
    expect(html.match(/<tr[^>]*data-code="/g)).toHaveLength(2);
    expect(html).toContain('data-testid="name-DEHAM"');
    expect(html).not.toContain('<caption');
  });

  it('shows the empty line without rows, but not while a load runs (the bar shows then, named, and the table is busy)', async () => {
    const empty = await render(<DataTable rows={[]} columns={columns} rowKey={(port) => port.code} empty="Kayıt yok" loading={false} />, 'tr');
    expect(empty).toMatch(/<td[^>]*colSpan="2"[^>]*>Kayıt yok<\/td>/i);
    expect(empty).not.toContain('role="progressbar"');
    const loading = await render(<DataTable rows={[]} columns={columns} rowKey={(port) => port.code} empty="Kayıt yok" loading />, 'tr');
    expect(loading).not.toContain('Kayıt yok');
    expect(loading).toContain('aria-busy="true"');
    expect(loading).toMatch(new RegExp(`role="progressbar"[^>]*aria-label="${common('tr').table.loading}"|aria-label="${common('tr').table.loading}"[^>]*role="progressbar"`));
  });

  it('opens a row to its detail under it', async () => {
    const html = await render(<DataTable rows={ports} columns={columns} rowKey={(port) => port.code} detail={{ open: (port) => port.code === 'DEHAM', content: (port) => <Collapse in={port.code === 'DEHAM'} unmountOnExit><p>{`detay ${port.code}`}</p></Collapse> }} />, 'tr');
    expect(html).toContain('detay DEHAM');
    expect(html).not.toContain('detay TRMER');
  });

  for (const locale of ['tr', 'en'] as const) {
    it(`${locale}: labels the pager in the page's language (rows per page, x–y of z, the previous/next buttons)`, async () => {
      const { table } = common(locale);
      const html = await render(<DataTable rows={ports} columns={columns} rowKey={(port) => port.code} pager={<DataTablePager {...paging} />} />, locale);
      expect(html).toContain(table.rowsPerPage);
      expect(html).toContain(table.displayedRows.replace('{{from}}', '11').replace('{{to}}', '20').replace('{{count}}', '25'));
      expect(html).toContain(`aria-label="${table.previousPage}"`);
      expect(html).toContain(`aria-label="${table.nextPage}"`);
      if (locale === 'tr') expect(html).not.toMatch(/Go to|Rows per page| of 25/);
    });

    it(`${locale}: writes the pager's numbers as the language does`, async () => {
      const { table } = common(locale);
      const html = await render(<DataTablePager {...paging} page={{ totalCount: 12_345, pageNumber: 101, pageSize: 10 }} />, locale);
      const [from, to, count] = locale === 'tr' ? ['1.001', '1.010', '12.345'] : ['1,001', '1,010', '12,345'];
      expect(html).toContain(table.displayedRows.replace('{{from}}', from).replace('{{to}}', to).replace('{{count}}', count));
    });
  }
});
