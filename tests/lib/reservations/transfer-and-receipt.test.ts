import { describe, expect, it } from 'vitest';
import { acceptedFileTypes, MAX_FILE_BYTES, receiptAcceptAttribute, receiptMediaTypes } from '@/lib/domain/file-rules';
import { receiptExtensions, receiptProblem, receiptTypeNames, receiptTypesText } from '@/lib/reservations/receipt-rule';
import { transferDetails } from '@/lib/reservations/transfer-details';

describe('the receipt rule the payment screen checks', () => {
  it('is the server’s receipt rule: PDF, JPEG and PNG, never XLSX', () => {
    expect(receiptMediaTypes).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
    expect(receiptTypeNames).toEqual(['PDF', 'JPEG', 'PNG']);
    expect(receiptExtensions).toEqual(['.pdf', '.jpg', '.jpeg', '.png']);
    expect(receiptAcceptAttribute).toBe('.pdf,application/pdf,.jpg,.jpeg,image/jpeg,.png,image/png');
    expect(acceptedFileTypes.some((type) => type.extensions.includes('.xlsx'))).toBe(true);
    expect(receiptAcceptAttribute).not.toContain('xlsx');
    expect(receiptTypesText('en')).toBe('PDF, JPEG, or PNG');
    expect(receiptTypesText('tr')).toBe('PDF, JPEG veya PNG');
  });

  it('says why a chosen file can’t be sent', () => {
    expect(receiptProblem(null)).toBe('missing');
    expect(receiptProblem({ name: 'hesap.xlsx', size: 10 })).toBe('type');
    expect(receiptProblem({ name: 'dekont', size: 10 })).toBe('type');
    expect(receiptProblem({ name: 'dekont.PDF', size: 0 })).toBe('empty');
    expect(receiptProblem({ name: 'dekont.jpeg', size: MAX_FILE_BYTES + 1 })).toBe('tooLarge');
    expect(receiptProblem({ name: 'Dekont.JPG', size: MAX_FILE_BYTES })).toBeNull();
  });
});

describe('the bank-transfer details', () => {
  const account = { currency: 'EUR', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX', bankName: 'Commerzbank AG', accountName: 'NavlunPort Europe GmbH', demo: false };

  it('lists what a banking app asks for, the IBAN copied without spaces and the amount as a number of the language', () => {
    const en = transferDetails(account, { amount: 155_000, currency: 'EUR' }, 'NP00000004285', 'en');
    expect(en.map((detail) => detail.key)).toEqual(['accountName', 'bankName', 'iban', 'bic', 'currency', 'amount', 'reference']);
    expect(Object.fromEntries(en.map((detail) => [detail.key, detail.copied]))).toEqual({ accountName: 'NavlunPort Europe GmbH', bankName: 'Commerzbank AG', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', currency: null, amount: '1,550.00', reference: 'NP00000004285' });
    expect(en.find((detail) => detail.key === 'amount')?.shown).toBe('€1,550.00');
    const tr = transferDetails(account, { amount: 155_000, currency: 'EUR' }, 'NP00000004285', 'tr');
    expect(tr.find((detail) => detail.key === 'amount')).toEqual({ key: 'amount', shown: '€1.550,00', copied: '1.550,00' });
    expect(tr.find((detail) => detail.key === 'iban')?.shown).toBe('DE89 3704 0044 0532 0130 00');
  });
});
