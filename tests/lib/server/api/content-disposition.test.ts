import { describe, expect, it } from 'vitest';
import { attachment } from '@/lib/server/api/content-disposition';

describe('attachment', () => {
  it('keeps an ASCII name as is', () => {
    expect(attachment('navlunport-quote-T-000123.pdf')).toBe(`attachment; filename="navlunport-quote-T-000123.pdf"; filename*=UTF-8''navlunport-quote-T-000123.pdf`);
  });

  it('gives a Turkish name an ASCII fallback and the exact name in UTF-8', () => {
    expect(attachment('Yük listesi ğüşİı.xlsx')).toBe(`attachment; filename="Yuk listesi gusIi.xlsx"; filename*=UTF-8''Y%C3%BCk%20listesi%20%C4%9F%C3%BC%C5%9F%C4%B0%C4%B1.xlsx`);
  });

  it('cannot be broken out of: quotes, backslashes, semicolons and line breaks stay inside', () => {
    const header = attachment('a"; filename="evil.exe\\\r\n.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/"/g)).toHaveLength(2);
    expect(header).toContain(`filename*=UTF-8''a%22%3B%20filename%3D%22evil.exe%5C%0D%0A.pdf`);
  });
});
