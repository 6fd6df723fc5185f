import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkAwbNumber } from '@/lib/domain/awb';
import { checkContainerNumber } from '@/lib/domain/iso6346';
import { classifyTrackingNumber, etaChangeReasons, milestoneCodes, STALE_AFTER_HOURS } from '@/lib/domain/tracking';
import airports from '@/lib/server/db/reference-data/airports.json';
import ports from '@/lib/server/db/reference-data/ports.json';
import {
  DEMO_REFERENCE_FIRST,
  DEMO_REFERENCE_LAST,
  DEMO_SCAC,
  DEMO_TRACKING_SHOWCASE,
  demoReference,
  demoTrackingAnchor,
  generateDemoShipments,
  MODE_MILESTONES,
  type DemoShipment,
} from '@/lib/server/db/seed/demo-shipments';
import { demoSailings } from '@/lib/server/db/seed/demo-voyages';

const anchor = demoTrackingAnchor(new Date('2026-11-26T08:00:00Z'));
const A = anchor.getTime();
const DAY = 86_400_000;
const HOUR = 3_600_000;
const shipments = generateDemoShipments(anchor);
const digest = (rows: unknown) => createHash('sha256').update(JSON.stringify(rows)).digest('hex');
const sea = (shipment: DemoShipment) => shipment.mode === 'SEA_FCL' || shipment.mode === 'SEA_LCL';
const milestone = (shipment: DemoShipment, code: string) => shipment.milestones.find((candidate) => candidate.code === code);
const byReference = (list: DemoShipment[], serial: number) => list.find((shipment) => shipment.reference.endsWith(`-${serial}`))!;

describe('demoTrackingAnchor', () => {
  it('is Monday 00:00 in Istanbul of the instant’s Istanbul week', () => {
    expect(anchor.toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect(demoTrackingAnchor(new Date('2026-11-22T21:30:00Z')).toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect(demoTrackingAnchor(new Date('2026-11-22T20:30:00Z')).toISOString()).toBe('2026-11-15T21:00:00.000Z');
  });
});

describe('generateDemoShipments', () => {
  it('generates at least 500 shipments, the same every time, in every mode', () => {
    expect(shipments.length).toBeGreaterThanOrEqual(500);
    expect(digest(generateDemoShipments(new Date(anchor)))).toBe(digest(shipments));
    const modes = new Set(shipments.map((shipment) => shipment.mode));
    for (const mode of ['SEA_FCL', 'SEA_LCL', 'AIR', 'ROAD']) expect(modes).toContain(mode);
    expect(shipments.filter((shipment) => shipment.mode === 'SEA_FCL').length / shipments.length).toBeGreaterThan(0.4);
  });

  it('uses booking references of a series reservations never reach', () => {
    const references = shipments.map((shipment) => shipment.reference);
    expect(new Set(references).size).toBe(references.length);
    for (const reference of references) {
      expect(reference).toMatch(/^BK-2026-8\d{5}$/);
      const serial = Number(reference.slice(-6));
      expect(serial).toBeGreaterThanOrEqual(DEMO_REFERENCE_FIRST);
      expect(serial).toBeLessThanOrEqual(DEMO_REFERENCE_LAST);
      expect(classifyTrackingNumber(reference)).toEqual({ ok: true, kind: 'booking', number: reference });
    }
  });

  it('gives FCL shipments 1–4 unique containers with valid ISO 6346 numbers, and only them', () => {
    const numbers = shipments.flatMap((shipment) => shipment.containers.map((container) => container.containerNumber));
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const shipment of shipments) {
      if (shipment.mode !== 'SEA_FCL') {
        expect(shipment.containers).toEqual([]);
        continue;
      }
      expect(shipment.containers.length).toBeGreaterThanOrEqual(1);
      expect(shipment.containers.length).toBeLessThanOrEqual(4);
      for (const container of shipment.containers) {
        expect(checkContainerNumber(container.containerNumber)).toEqual({ ok: true, number: container.containerNumber });
        expect(classifyTrackingNumber(container.containerNumber.toLowerCase())).toMatchObject({ ok: true, kind: 'container', number: container.containerNumber });
        expect(['20DC', '40DC', '40HC', '20RF', '40RF']).toContain(container.containerType);
        expect(container.sealNumber.length).toBeLessThanOrEqual(20);
      }
    }
    const types = new Set(shipments.flatMap((shipment) => shipment.containers.map((container) => container.containerType)));
    expect(types.size).toBe(5);
  });

  it('gives sea shipments a bill of lading that starts with the carrier’s SCAC and classifies as one', () => {
    const bills = shipments.flatMap((shipment) => (shipment.billOfLading ? [shipment.billOfLading] : []));
    expect(new Set(bills).size).toBe(bills.length);
    for (const shipment of shipments) {
      if (!sea(shipment)) {
        expect(shipment.billOfLading).toBeNull();
        continue;
      }
      const bill = shipment.billOfLading!;
      expect(bill.startsWith(DEMO_SCAC[shipment.carrier]!)).toBe(true);
      expect(bill).not.toMatch(/^[A-Z]{4}\d{7}$/);
      expect(bill.length).toBeLessThanOrEqual(16);
      expect(classifyTrackingNumber(bill)).toEqual({ ok: true, kind: 'billOfLading', number: bill });
    }
  });

  it('gives air shipments unique, valid air waybills of real airlines', () => {
    const air = shipments.filter((shipment) => shipment.mode === 'AIR');
    expect(air.length).toBeGreaterThan(50);
    const awbs = air.map((shipment) => shipment.airWaybill!);
    expect(new Set(awbs).size).toBe(awbs.length);
    for (const shipment of shipments) {
      if (shipment.mode !== 'AIR') {
        expect(shipment.airWaybill).toBeNull();
        continue;
      }
      const awb = shipment.airWaybill!;
      expect(checkAwbNumber(awb)).toEqual({ ok: true, number: awb });
      expect(classifyTrackingNumber(awb.replace('-', ' '))).toEqual({ ok: true, kind: 'airWaybill', number: awb });
      expect(['235', '176', '157', '057', '020', '074', '618', '160']).toContain(awb.slice(0, 3));
      expect(shipment.flightNumber).toMatch(/^[A-Z]{2}\d{4}$/);
    }
    expect(new Set(awbs.map((awb) => awb.slice(0, 3))).size).toBeGreaterThan(3);
  });

  it('uses only known ports and airports', () => {
    const locodes = new Set(ports.map((port) => port.locode));
    const iata = new Set(airports.map((airport) => airport.iata));
    for (const shipment of shipments) {
      const known = shipment.mode === 'AIR' ? iata : locodes;
      expect(known.has(shipment.origin) && known.has(shipment.destination), `${shipment.origin}→${shipment.destination}`).toBe(true);
      for (const entry of shipment.milestones) expect(known.has(entry.location), entry.location).toBe(true);
    }
  });

  it('sails sea shipments on the demo ship program’s vessels', () => {
    const sailings = new Set(demoSailings('2026-11-23', -12, 6).map((voyage) => `${voyage.carrier}|${voyage.vessel}|${voyage.voyageNumber}|${voyage.pol}|${voyage.pod}|${voyage.eta.toISOString()}`));
    for (const shipment of shipments.filter((candidate) => candidate.mode === 'SEA_FCL')) {
      expect(sailings.has(`${shipment.carrier}|${shipment.vessel}|${shipment.voyageNumber}|${shipment.origin}|${shipment.destination}|${shipment.plannedEta.toISOString()}`), shipment.reference).toBe(true);
    }
  });

  it('orders milestones, plans them all and reports actual times only up to the anchor, in order', () => {
    for (const shipment of shipments) {
      const family = shipment.mode === 'AIR' ? 'AIR' : shipment.mode === 'ROAD' ? 'ROAD' : 'SEA';
      const codes = shipment.milestones.map((entry) => entry.code);
      expect(codes.every((code) => MODE_MILESTONES[family].includes(code))).toBe(true);
      const indexes = codes.map((code) => milestoneCodes.indexOf(code));
      expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
      expect(new Set(codes).size).toBe(codes.length);
      expect(codes[0]).toBe('booked');
      expect(codes.at(-1)).toBe('delivered');
      expect(codes.includes('transshipment')).toBe(Boolean(milestone(shipment, 'transshipment')?.location));
      let done = true;
      let previousActual = -Infinity;
      let previousPlanned = -Infinity;
      for (const entry of shipment.milestones) {
        expect(entry.plannedAt.getTime()).toBeGreaterThanOrEqual(previousPlanned);
        previousPlanned = entry.plannedAt.getTime();
        if (entry.actualAt) {
          expect(done, `${shipment.reference} ${entry.code} after a missing milestone`).toBe(true);
          expect(entry.actualAt.getTime()).toBeLessThanOrEqual(A);
          expect(entry.actualAt.getTime()).toBeGreaterThanOrEqual(previousActual);
          previousActual = entry.actualAt.getTime();
        } else done = false;
        expect(entry.public).toBe(entry.code !== 'pickedUp' && entry.code !== 'outForDelivery');
      }
      expect(shipment.milestones[0]!.actualAt).not.toBeNull();
      expect(shipment.createdAt).toEqual(shipment.milestones[0]!.actualAt);
      expect(milestone(shipment, 'arrived')!.plannedAt).toEqual(shipment.eta);
      const latest = Math.max(...shipment.milestones.map((entry) => entry.actualAt?.getTime() ?? -Infinity), ...shipment.etaChanges.map((change) => change.changedAt.getTime()));
      expect(shipment.lastEventAt.getTime()).toBe(latest);
    }
  });

  it('moves about a fifth of the ETAs, each move with a reason, chained from the planned ETA to the current one', () => {
    const delayed = shipments.filter((shipment) => shipment.etaChanges.length > 0);
    expect(delayed.length / shipments.length).toBeGreaterThan(0.15);
    expect(delayed.length / shipments.length).toBeLessThan(0.3);
    for (const shipment of shipments) {
      expect(shipment.etaChanges.length > 0).toBe(shipment.eta.getTime() !== shipment.plannedEta.getTime());
      if (shipment.etaChanges.length === 0) continue;
      expect(shipment.etaChanges[0]!.previousEta).toEqual(shipment.plannedEta);
      expect(shipment.etaChanges.at(-1)!.newEta).toEqual(shipment.eta);
      let previousAt = -Infinity;
      for (const [index, change] of shipment.etaChanges.entries()) {
        if (index > 0) expect(change.previousEta).toEqual(shipment.etaChanges[index - 1]!.newEta);
        expect(etaChangeReasons).toContain(change.reason);
        expect(change.reason === 'scheduleImproved').toBe(change.newEta < change.previousEta);
        expect(change.changedAt.getTime()).toBeLessThanOrEqual(A);
        expect(change.changedAt.getTime()).toBeGreaterThanOrEqual(previousAt);
        expect(change.changedAt.getTime()).toBeGreaterThanOrEqual(shipment.createdAt.getTime());
        previousAt = change.changedAt.getTime();
        if (change.note !== null) expect(change.note.length).toBeLessThanOrEqual(40);
      }
    }
    expect(new Set(delayed.flatMap((shipment) => shipment.etaChanges.map((change) => change.reason))).size).toBeGreaterThan(5);
  });

  it('spreads the states: booked, in transit, at destination within and past free time, delivered, a few stale', () => {
    const count = (state: string) => shipments.filter((shipment) => shipment.state === state).length;
    for (const state of ['booked', 'preCarriage', 'inTransit', 'waiting', 'demurrage', 'delivering', 'delivered']) expect(count(state), state).toBeGreaterThan(15);
    expect(count('stale')).toBeGreaterThanOrEqual(3);
    expect(count('stale') / shipments.length).toBeLessThan(0.06);
    for (const shipment of shipments) {
      const departed = milestone(shipment, 'departed')!.actualAt;
      const arrived = milestone(shipment, 'arrived')!.actualAt;
      const delivered = milestone(shipment, 'delivered')!.actualAt;
      const discharged = milestone(shipment, 'discharged')?.actualAt;
      switch (shipment.state) {
        case 'booked':
          expect(shipment.milestones.filter((entry) => entry.actualAt).map((entry) => entry.code)).toEqual(['booked']);
          break;
        case 'inTransit':
        case 'stale':
          expect(departed).not.toBeNull();
          expect(arrived).toBeNull();
          if (shipment.state === 'stale') expect(shipment.lastEventAt.getTime()).toBeLessThan(A - STALE_AFTER_HOURS * HOUR);
          // In transit by sea means a recent report (departure or hub call); only the stale ones are silent.
          else if (sea(shipment)) expect(shipment.lastEventAt.getTime(), shipment.reference).toBeGreaterThan(A - STALE_AFTER_HOURS * HOUR);
          break;
        case 'waiting':
        case 'demurrage': {
          expect(discharged).toBeTruthy();
          expect(delivered).toBeNull();
          const freeTimeEnds = discharged!.getTime() + shipment.freeDays * DAY;
          if (shipment.state === 'waiting') expect(freeTimeEnds).toBeGreaterThan(A);
          else expect(freeTimeEnds).toBeLessThan(A);
          break;
        }
        case 'delivered':
          expect(shipment.milestones.every((entry) => entry.actualAt)).toBe(true);
          break;
        default:
          expect(delivered).toBeNull();
      }
    }
  });

  it('gives FCL shipments 7–21 free days and everyone parties', () => {
    for (const shipment of shipments) {
      if (shipment.mode === 'SEA_FCL') {
        expect(shipment.freeDays).toBeGreaterThanOrEqual(7);
        expect(shipment.freeDays).toBeLessThanOrEqual(21);
      }
      for (const party of [shipment.parties.shipper, shipment.parties.consignee, ...(shipment.parties.notifyParty ? [shipment.parties.notifyParty] : [])]) {
        expect(party.name.length).toBeGreaterThan(3);
        expect(party.address.length).toBeGreaterThan(10);
        expect(party.contact).toMatch(/\+\d/);
      }
    }
    expect(shipments.some((shipment) => shipment.parties.notifyParty)).toBe(true);
    expect(shipments.some((shipment) => /A\.Ş\.|Ltd\. Şti\./.test(shipment.parties.shipper.name))).toBe(true);
  });

  it('lets about a quarter belong to the demo company, which appears in their parties', () => {
    const owned = shipments.filter((shipment) => shipment.owner !== null);
    expect(owned.length / shipments.length).toBeGreaterThan(0.2);
    expect(owned.length / shipments.length).toBeLessThan(0.3);
    expect(owned.some((shipment) => shipment.owner === 'colleague')).toBe(true);
    for (const shipment of owned) expect([shipment.parties.shipper.name, shipment.parties.consignee.name]).toContain('Ege Tekstil A.Ş.');
  });
});

describe('DEMO_TRACKING_SHOWCASE', () => {
  const showcase = DEMO_TRACKING_SHOWCASE;

  // Weeks across a year boundary: each anchor gets the showcase, in its documented state for the whole week.
  const anchors = Array.from({ length: 10 }, (_, week) => new Date(Date.parse('2026-11-30T00:00:00+03:00') + week * 7 * DAY));
  it.each(anchors.map((instant) => [instant.toISOString(), instant] as const))('is present and stable for the week after %s', (_, instant) => {
    const list = instant.getTime() === A ? shipments : generateDemoShipments(instant);
    const start = instant.getTime();
    const weekEnd = start + 7 * DAY;
    const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Istanbul' }).format(instant);

    const delayed = byReference(list, showcase.delayed.serial);
    expect(delayed.reference).toBe(`BK-${year}-${showcase.delayed.serial}`);
    expect(demoReference(showcase.delayed.serial, new Date(start + 6 * DAY))).toBe(delayed.reference);
    expect(delayed.containers.map((container) => container.containerNumber)).toEqual(showcase.delayed.containers);
    expect(delayed.containers.map((container) => container.containerNumber)).toContain('CSQU3054383');
    expect(delayed.billOfLading).toBe(showcase.delayed.billOfLading);
    expect(delayed.eta.getTime()).toBeGreaterThan(delayed.plannedEta.getTime());
    expect(delayed.etaChanges.map((change) => [change.reason, change.note])).toEqual([['portCongestion', 'ESALG']]);
    expect([delayed.origin, delayed.destination]).toEqual(['TRMER', 'USNYC']);
    expect(milestone(delayed, 'departed')!.actualAt).not.toBeNull();
    expect(milestone(delayed, 'arrived')!.plannedAt.getTime()).toBeGreaterThan(weekEnd);
    expect(delayed.lastEventAt.getTime()).toBeGreaterThan(start - 2 * HOUR);

    const delivered = byReference(list, showcase.delivered.serial);
    expect(delivered.containers.map((container) => container.containerNumber)).toEqual(showcase.delivered.containers);
    expect(delivered.billOfLading).toBe(showcase.delivered.billOfLading);
    expect(milestone(delivered, 'delivered')!.actualAt).not.toBeNull();

    const demurrage = byReference(list, showcase.demurrage.serial);
    expect(demurrage.containers.map((container) => container.containerNumber)).toEqual(showcase.demurrage.containers);
    expect(demurrage.freeDays).toBe(14);
    expect(milestone(demurrage, 'discharged')!.actualAt!.getTime() + demurrage.freeDays * DAY).toBeLessThan(start);
    expect(milestone(demurrage, 'delivered')!.actualAt).toBeNull();
    expect(milestone(demurrage, 'delivered')!.plannedAt.getTime()).toBeGreaterThan(start);

    const air = byReference(list, showcase.air.serial);
    expect(air.mode).toBe('AIR');
    expect(air.airWaybill).toBe('235-12345675');
    expect([air.origin, air.destination]).toEqual(['IST', 'JFK']);
    expect(milestone(air, 'delivered')!.actualAt).not.toBeNull();

    const stale = byReference(list, showcase.stale.serial);
    expect(stale.containers.map((container) => container.containerNumber)).toEqual(showcase.stale.containers);
    expect(stale.lastEventAt.getTime()).toBeLessThan(start - STALE_AFTER_HOURS * HOUR);
    expect(milestone(stale, 'departed')!.actualAt).not.toBeNull();
    expect(milestone(stale, 'arrived')!.plannedAt.getTime()).toBeGreaterThan(weekEnd);
    expect(stale.milestones.filter((entry) => entry.actualAt).at(-1)!.code).toBe('departed');

    const owned = byReference(list, showcase.owned.serial);
    expect(owned.owner).toBe('customer');
    expect(owned.containers.map((container) => container.containerNumber)).toEqual(showcase.owned.containers);
    expect(owned.parties.shipper.name).toBe('Ege Tekstil A.Ş.');
    expect(milestone(owned, 'discharged')!.actualAt!.getTime() + owned.freeDays * DAY).toBeGreaterThan(weekEnd);
    expect(milestone(owned, 'delivered')!.actualAt).toBeNull();
    expect(milestone(owned, 'pickedUp')!.public).toBe(false);

    for (const [key, entry] of Object.entries(showcase)) expect(byReference(list, entry.serial).state, key).toBe(entry.state);
  });

  it('numbers are valid and classify as what they are', () => {
    for (const entry of Object.values(showcase)) {
      if ('containers' in entry) for (const number of entry.containers) expect(classifyTrackingNumber(number)).toMatchObject({ ok: true, kind: 'container' });
      if ('billOfLading' in entry) expect(classifyTrackingNumber(entry.billOfLading)).toMatchObject({ ok: true, kind: 'billOfLading' });
      if ('airWaybill' in entry) expect(classifyTrackingNumber(entry.airWaybill)).toMatchObject({ ok: true, kind: 'airWaybill' });
    }
  });
});
