import { describe, expect, it } from 'vitest';
import { turkishFold } from '@/lib/domain/turkish-fold';
import { trimAnswer } from '@/lib/server/chat/assistant/assistant';
import { searchOf } from '@/lib/server/chat/assistant/quote-answer';
import { parseQuoteRequest, type Place, type PlaceResolver } from '@/lib/server/chat/assistant/quote-intent';
import { findTrackingNumber } from '@/lib/server/chat/assistant/tracking-intent';
import { freightSearchRequest } from '@/lib/schemas/freight';

const places: Record<string, { port?: Place; airport?: Place; province?: Place }> = {
  istanbul: { port: { code: 'TRIST', name: 'Istanbul', kind: 'port' }, airport: { code: 'IST', name: 'Istanbul (IST)', kind: 'airport' }, province: { code: 'TR-34', name: 'İstanbul', kind: 'province' } },
  hamburg: { port: { code: 'DEHAM', name: 'Hamburg', kind: 'port' }, airport: { code: 'HAM', name: 'Hamburg (HAM)', kind: 'airport' } },
  izmir: { port: { code: 'TRIZM', name: 'Izmir', kind: 'port' }, airport: { code: 'ADB', name: 'Izmir (ADB)', kind: 'airport' } },
  'new york': { port: { code: 'USNYC', name: 'New York', kind: 'port' }, airport: { code: 'JFK', name: 'New York (JFK)', kind: 'airport' } },
  antalya: { port: { code: 'TRAYT', name: 'Antalya', kind: 'port' } },
  bursa: { province: { code: 'TR-16', name: 'Bursa', kind: 'province' } },
};
const resolve: PlaceResolver = (name, prefer) => {
  const entry = places[turkishFold(name)];
  if (!entry) return null;
  return (prefer === 'airport' ? (entry.airport ?? entry.port) : (entry.port ?? entry.airport)) ?? entry.province ?? null;
};
const codes = (text: string) => {
  const request = parseQuoteRequest(text, resolve);
  return request && { origin: request.origin.code, destination: request.destination.code, quantity: request.quantity, unit: request.unit, mode: request.mode };
};

describe('quote requests', () => {
  it('reads Turkish case suffixes after an apostrophe', () => {
    expect(codes("İstanbul'dan Hamburg'a 3 palet")).toEqual({ origin: 'TRIST', destination: 'DEHAM', quantity: 3, unit: 'pallet', mode: 'SEA_LCL' });
    expect(codes('İzmir’den New York’a 5 koli')).toEqual({ origin: 'TRIZM', destination: 'USNYC', quantity: 5, unit: 'box', mode: 'SEA_LCL' });
    expect(codes("Hamburg'tan Antalya'ya 2 konteyner")).toEqual({ origin: 'DEHAM', destination: 'TRAYT', quantity: 2, unit: 'container', mode: 'SEA_FCL' });
    expect(codes("Antalya'ya İstanbul'dan 4 paletim var")).toMatchObject({ origin: 'TRIST', destination: 'TRAYT', quantity: 4 });
    expect(codes("Bursa'dan Hamburg'a")).toMatchObject({ origin: 'TR-16', destination: 'DEHAM', quantity: 1, unit: 'pallet' });
  });

  it('reads suffixes without an apostrophe and without Turkish letters', () => {
    expect(codes('istanbuldan hamburga 3 palet')).toMatchObject({ origin: 'TRIST', destination: 'DEHAM', quantity: 3 });
    expect(codes('ISTANBULDAN HAMBURGA 10 PALET')).toMatchObject({ origin: 'TRIST', destination: 'DEHAM', quantity: 10 });
  });

  it('reads English forms and air freight', () => {
    expect(codes('3 pallets from Istanbul to Hamburg')).toEqual({ origin: 'TRIST', destination: 'DEHAM', quantity: 3, unit: 'pallet', mode: 'SEA_LCL' });
    expect(codes('Izmir to New York, 12 boxes')).toMatchObject({ origin: 'TRIZM', destination: 'USNYC', quantity: 12, unit: 'box' });
    expect(codes('air freight from Istanbul to Hamburg 2 pallets')).toMatchObject({ origin: 'IST', destination: 'HAM', mode: 'AIR' });
    expect(codes("hava kargo İstanbul'dan Hamburg'a 1 palet")).toMatchObject({ origin: 'IST', destination: 'HAM', mode: 'AIR' });
  });

  it('is no quote request without two different known places', () => {
    expect(codes('Gümrük işlemleri ne kadar sürer?')).toBeNull();
    expect(codes("Ankara'dan Hamburg'a 3 palet")).toBeNull();
    expect(codes("İstanbul'dan İstanbul'a")).toBeNull();
    expect(codes('how to get to Hamburg')).toBeNull();
  });

  it('becomes a search the freight search schema accepts', () => {
    const request = parseQuoteRequest("İstanbul'dan Hamburg'a 3 palet", resolve)!;
    const parsed = freightSearchRequest.safeParse(searchOf(request, new Date('2026-11-26T10:00:00Z')));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ readyDate: '2026-11-28', orderDimensionList: [{ count: 3, packageType: 'PALLET' }] });
    const fcl = parseQuoteRequest('2 containers from Istanbul to Hamburg', resolve)!;
    expect(freightSearchRequest.safeParse(searchOf(fcl)).success).toBe(true);
  });
});

describe('tracking numbers in messages', () => {
  it('finds container, booking, air waybill and bill of lading numbers', () => {
    expect(findTrackingNumber('CSQU3054383 nerede?')).toEqual({ ok: true, number: { kind: 'container', number: 'CSQU3054383' } });
    expect(findTrackingNumber('where is csqu 305438 3')).toEqual({ ok: true, number: { kind: 'container', number: 'CSQU3054383' } });
    expect(findTrackingNumber('BK-2026-000042 durumu')).toMatchObject({ ok: true, number: { kind: 'booking', number: 'BK-2026-000042' } });
    expect(findTrackingNumber('AWB 235-1234 5675')).toMatchObject({ ok: true, number: { kind: 'airWaybill' } });
    expect(findTrackingNumber('MROC0107424281')).toMatchObject({ ok: true, number: { kind: 'billOfLading', number: 'MROC0107424281' } });
  });

  it('names a wrong check digit, and ignores ordinary words', () => {
    expect(findTrackingNumber('CSQU3054384')).toEqual({ ok: false, typed: 'CSQU3054384', expected: 3 });
    expect(findTrackingNumber('CONTAINERS and PALLETS')).toBeNull();
    expect(findTrackingNumber('Gümrük işlemleri ne kadar sürer?')).toBeNull();
  });
});

describe('answer trimming', () => {
  it('keeps short answers and cuts long ones at a sentence', () => {
    expect(trimAnswer('Kısa yanıt.')).toBe('Kısa yanıt.');
    const long = `${'Bir cümle burada. '.repeat(40)}`;
    const cut = trimAnswer(long, 100);
    expect(cut.length).toBeLessThanOrEqual(100);
    expect(cut.endsWith('.')).toBe(true);
  });
});
