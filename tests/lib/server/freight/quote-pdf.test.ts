import { describe, expect, it } from 'vitest';
import { renderQuotePdf } from '@/lib/server/freight/quote-pdf';
import { pdfFontNames, pdfInfo, pdfPageCount } from '../../../fixtures/pdf';
import { quoteInput } from '../../../fixtures/quote';

describe('renderQuotePdf', () => {
  it('renders one A4 page in Turkish with its title, subject and Nunito embedded (never a standard font)', async () => {
    const pdf = await renderQuotePdf(quoteInput('tr'));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(pdfPageCount(pdf)).toBe(1);
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const info = pdfInfo(pdf);
    expect(info.Title).toBe('Navlun teklifi T-000123-20260130');
    expect(info.Subject).toContain('Akdeniz Lojistik Hatları');
    expect(info.Author).toBe('NavlunPort');
    const fonts = pdfFontNames(pdf);
    expect(fonts.some((name) => name.endsWith('+Nunito-Regular'))).toBe(true);
    expect(fonts.some((name) => name.endsWith('+Nunito-Bold'))).toBe(true);
    expect(fonts.filter((name) => !name.includes('Nunito'))).toEqual([]);
  });

  it('renders in English', async () => {
    const info = pdfInfo(await renderQuotePdf(quoteInput('en')));
    expect(info.Title).toBe('Freight quote T-000123-20260130');
  });

  it('numbers the pages of a quote that runs over one page', async () => {
    const base = quoteInput('en');
    const lines = Array.from({ length: 40 }, (_, index) => ({ code: index === 0 ? 'freight' : `surcharge${index}`, amount: { amount: 1000, currency: 'USD' } }));
    const pdf = await renderQuotePdf({ ...base, offer: { ...base.offer, lines } });
    expect(pdfPageCount(pdf)).toBeGreaterThan(1);
  });
});
