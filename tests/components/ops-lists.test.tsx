import ListItem from '@mui/material/ListItem';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListPanel } from '@/components/admin/operations/ListPanel';
import { OpsList, OpsListRow } from '@/components/admin/operations/OpsList';

const text = (html: string) => html.replace(/<style[^>]*>.*?<\/style>/gs, ' ').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('ListPanel', () => {
  it('heads its list with a level-2 heading and renders one item per entry', () => {
    const html = renderToString(<ListPanel title="Ödemeler" items={['a', 'b']} emptyText="Ödeme yok" renderItem={(item) => <ListItem key={item}>{item.toUpperCase()}</ListItem>} />);
    expect(html).toMatch(/<h2[^>]*>Ödemeler<\/h2>/);
    expect(text(html)).toBe('Ödemeler A B');
  });

  it('says the list is empty when it has no entries, and shows an empty list when it has nothing to say', () => {
    expect(text(renderToString(<ListPanel title="Dosyalar" items={[]} emptyText="Dosya yok" renderItem={() => null} />))).toBe('Dosyalar Dosya yok');
    const silent = renderToString(<ListPanel title="Geçmiş" items={[]} renderItem={() => null} />);
    expect(silent).toMatch(/<ul[^>]*><\/ul>/);
  });
});

describe('OpsList', () => {
  const rows = [
    { id: 1, reference: 'RQ-1' },
    { id: 2, reference: 'RQ-2' },
  ];
  it('announces the count and renders an ordered list of rows with their parts', () => {
    const html = renderToString(
      <OpsList countText="2 requests" emptyText="None" items={rows} countTestId="count">
        {(row) => <OpsListRow key={row.id} data-testid="row" data-request-id={row.id} head={row.reference} lane="Mersin → New York" people="Ayşe · ayse@example.com" aside="1.250 USD" />}
      </OpsList>,
    );
    expect(html).toMatch(/aria-live="polite"[^>]*data-testid="count"[^>]*>2 requests/);
    expect(html.match(/<li[^>]*data-testid="row"/g)).toHaveLength(2);
    expect(html).toContain('data-request-id="2"');
    expect(text(html)).toBe('2 requests RQ-1 Mersin → New York Ayşe · ayse@example.com 1.250 USD RQ-2 Mersin → New York Ayşe · ayse@example.com 1.250 USD');
  });

  it('shows the empty text instead of a list when nothing matches', () => {
    const html = renderToString(<OpsList countText="0 requests" emptyText="No request matches" items={[]}>{() => null}</OpsList>);
    expect(html).not.toContain('<ol');
    expect(text(html)).toBe('0 requests No request matches');
  });
});
