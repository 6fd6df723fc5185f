import { describe, expect, it } from 'vitest';
import { appliedKey, carrierEventEffects, effectKey, isNewer, planCarrierEvents, type AppliedEffects, type CarrierEventEffect } from '@/lib/domain/carrier-events';
import { carrierEvent, carrierEventsBody, type CarrierEvent } from '@/lib/schemas/carrier-event';

const lane = { origin: 'TRMER', destination: 'USNYC' };
const call = (UNLocationCode: string) => ({ transportCallID: `TC-${UNLocationCode}`, modeOfTransport: 'VESSEL' as const, UNLocationCode, carrierVoyageNumber: '625W' });
const base = { eventID: '3cecb101-7a1a-43a4-9d62-e88a131651e2', eventCreatedDateTime: '2026-11-20T10:00:00Z', eventDateTime: '2026-11-20T08:00:00+03:00', eventClassifierCode: 'ACT' as const };
const equipment = (code: 'LOAD' | 'DISC' | 'GTIN' | 'GTOT' | 'STUF' | 'STRP', at: string, extra: Partial<CarrierEvent> = {}): CarrierEvent =>
  carrierEvent.parse({ ...base, eventType: 'EQUIPMENT', equipmentEventTypeCode: code, equipmentReference: 'CSQU3054383', emptyIndicatorCode: 'LADEN', transportCall: call(at), ...extra });
const transport = (code: 'ARRI' | 'DEPA', at: string, classifier: 'ACT' | 'EST' | 'PLN' = 'ACT'): CarrierEvent =>
  carrierEvent.parse({ ...base, eventClassifierCode: classifier, eventType: 'TRANSPORT', transportEventTypeCode: code, transportCall: call(at) });

describe('carrierEventEffects', () => {
  it('maps a laden container’s journey to the milestones, by where each event happens', () => {
    const codes = [equipment('GTIN', 'TRMER'), equipment('LOAD', 'TRMER'), transport('DEPA', 'TRMER'), transport('ARRI', 'ESALG'), equipment('DISC', 'ESALG'), equipment('LOAD', 'ESALG'), transport('ARRI', 'USNYC'), equipment('DISC', 'USNYC'), equipment('GTOT', 'USNYC')].map(
      (event) => {
        const result = carrierEventEffects(event, lane);
        return 'effects' in result ? result.effects.map((effect) => (effect.kind === 'milestone' ? `${effect.code}@${effect.location}` : 'eta')).join('+') : result.ignored;
      },
    );
    expect(codes).toEqual(['gateIn@TRMER', 'loaded@TRMER', 'departed@TRMER', 'transshipment@ESALG', 'transshipment@ESALG', 'transshipment@ESALG', 'arrived@USNYC', 'discharged@USNYC', 'outForDelivery@USNYC']);
  });

  it('reads ACT as what happened and PLN/EST as what is planned; an estimated arrival at the port of discharge is the new ETA', () => {
    const actual = carrierEventEffects(transport('DEPA', 'TRMER'), lane);
    expect(actual).toEqual({ effects: [{ kind: 'milestone', code: 'departed', location: 'TRMER', time: 'actual', at: new Date('2026-11-20T05:00:00Z') }] });
    const estimated = carrierEventEffects(transport('ARRI', 'USNYC', 'EST'), lane);
    expect(estimated).toEqual({
      effects: [
        { kind: 'milestone', code: 'arrived', location: 'USNYC', time: 'planned', at: new Date('2026-11-20T05:00:00Z') },
        { kind: 'eta', eta: new Date('2026-11-20T05:00:00Z') },
      ],
    });
    // A planned departure is a planned milestone, never an ETA.
    expect(carrierEventEffects(transport('DEPA', 'TRMER', 'PLN'), lane)).toEqual({ effects: [expect.objectContaining({ code: 'departed', time: 'planned' })] });
  });

  it('ignores document events, empty containers, stuffing and events that mean nothing on this lane', () => {
    const document = carrierEvent.parse({ ...base, eventType: 'SHIPMENT', shipmentEventTypeCode: 'ISSU', documentTypeCode: 'TRD', documentID: 'MROC0107424281' });
    expect(carrierEventEffects(document, lane)).toEqual({ ignored: 'documentEvent' });
    expect(carrierEventEffects(equipment('GTOT', 'TRMER', { emptyIndicatorCode: 'EMPTY' } as Partial<CarrierEvent>), lane)).toEqual({ ignored: 'emptyEquipment' });
    expect(carrierEventEffects(equipment('STUF', 'TRMER'), lane)).toEqual({ ignored: 'stuffingOrStripping' });
    // Gate in at the port of discharge, or arrival back at the port of loading: no milestone of ours.
    expect(carrierEventEffects(equipment('GTIN', 'USNYC'), lane)).toEqual({ ignored: 'notOnThisLane' });
    expect(carrierEventEffects(transport('ARRI', 'TRMER'), lane)).toEqual({ ignored: 'notOnThisLane' });
  });

  it('keys what an effect sets, so that an older event never overwrites a newer one', () => {
    const [departed] = (carrierEventEffects(transport('DEPA', 'TRMER'), lane) as { effects: CarrierEventEffect[] }).effects;
    expect(effectKey(departed!)).toBe('departed::actual');
    expect(effectKey({ kind: 'milestone', code: 'transshipment', location: 'ESALG', time: 'actual', at: new Date() })).toBe('transshipment:ESALG:actual');
    expect(effectKey({ kind: 'eta', eta: new Date() })).toBe('eta');
    expect(isNewer(new Date('2026-11-20T10:00:00Z'), null)).toBe(true);
    expect(isNewer(new Date('2026-11-20T10:00:00Z'), new Date('2026-11-20T09:00:00Z'))).toBe(true);
    expect(isNewer(new Date('2026-11-20T09:00:00Z'), new Date('2026-11-20T10:00:00Z'))).toBe(false);
    expect(isNewer(new Date('2026-11-20T10:00:00Z'), new Date('2026-11-20T10:00:00Z'))).toBe(false);
  });
});

describe('planCarrierEvents', () => {
  const shipment = { id: 7, ...lane, eta: new Date('2026-12-10T12:00:00Z') };
  const created = (iso: string) => ({ eventCreatedDateTime: iso });
  const estimate = (eta: string, createdAt: string) => carrierEvent.parse({ ...base, ...created(createdAt), eventClassifierCode: 'EST', eventDateTime: eta, eventType: 'TRANSPORT', transportEventTypeCode: 'ARRI', transportCall: call('USNYC') });

  it('plans events in their order, each seeing the ones before it as applied: a later-created one applies, an older one is superseded', () => {
    const applied: AppliedEffects = new Map();
    const plans = planCarrierEvents(
      [
        { event: equipment('GTIN', 'TRMER', created('2026-11-20T10:00:00Z')), shipment },
        { event: equipment('GTIN', 'TRMER', created('2026-11-20T09:00:00Z')), shipment },
        { event: equipment('GTIN', 'TRMER', created('2026-11-20T11:00:00Z')), shipment },
        { event: equipment('LOAD', 'TRMER', created('2026-11-20T09:00:00Z')), shipment },
      ],
      applied,
    );
    expect(plans.map((plan) => plan.status)).toEqual(['applied', 'superseded', 'applied', 'applied']);
    expect(plans[1]!.fresh).toEqual([]);
    // What the events leave applied: the newest gate-in, and the loading.
    expect(applied).toEqual(
      new Map([
        [appliedKey(7, 'gateIn::actual'), new Date('2026-11-20T11:00:00Z')],
        [appliedKey(7, 'loaded::actual'), new Date('2026-11-20T09:00:00Z')],
      ]),
    );
  });

  it('leaves what a stored newer event set, per shipment: the same event on another shipment still applies', () => {
    const applied: AppliedEffects = new Map([[appliedKey(7, 'gateIn::actual'), new Date('2026-11-20T12:00:00Z')]]);
    const event = equipment('GTIN', 'TRMER', created('2026-11-20T10:00:00Z'));
    const plans = planCarrierEvents([{ event, shipment }, { event, shipment: { ...shipment, id: 8 } }], applied);
    expect(plans.map((plan) => plan.status)).toEqual(['superseded', 'applied']);
  });

  it('moves the ETA only when an estimate changes it by a minute or more, from the ETA the events before it left', () => {
    const plans = planCarrierEvents(
      [
        { event: estimate('2026-12-10T12:00:30Z', '2026-11-20T10:00:00Z'), shipment },
        { event: estimate('2026-12-11T12:00:00Z', '2026-11-20T11:00:00Z'), shipment },
        { event: estimate('2026-12-11T12:00:20Z', '2026-11-20T12:00:00Z'), shipment },
      ],
      new Map(),
    );
    expect(plans.map((plan) => plan.status)).toEqual(['applied', 'applied', 'applied']);
    // Each keeps its planned arrival; only the second is an ETA move.
    expect(plans.map((plan) => plan.changes.map((effect) => effect.kind))).toEqual([['milestone'], ['milestone', 'eta'], ['milestone']]);
    expect(plans.map((plan) => plan.fresh.length)).toEqual([2, 2, 2]);
  });

  it('says unmatched without a shipment and ignored for what means nothing on the lane, with nothing to apply', () => {
    const plans = planCarrierEvents([{ event: equipment('GTIN', 'TRMER'), shipment: null }, { event: equipment('STUF', 'TRMER'), shipment }], new Map());
    expect(plans).toEqual([
      { status: 'unmatched', fresh: [], changes: [] },
      { status: 'ignored', fresh: [], changes: [] },
    ]);
  });
});

describe('the DCSA event schema', () => {
  it('takes one event or a batch, and keeps the standard’s other fields', () => {
    const one = { ...base, eventType: 'TRANSPORT', transportEventTypeCode: 'ARRI', transportCall: { ...call('USNYC'), facilityCode: 'APMT' }, delayReasonCode: 'WEA' };
    const parsed = carrierEventsBody.parse(one);
    expect(parsed).toHaveLength(1);
    expect(parsed[0]).toMatchObject({ delayReasonCode: 'WEA', transportCall: { facilityCode: 'APMT' } });
    expect(carrierEventsBody.parse([one, one])).toHaveLength(2);
  });

  it('refuses an event without an ID, with a time without offset, an unknown code or a bad location', () => {
    const good = { ...base, eventType: 'TRANSPORT', transportEventTypeCode: 'ARRI', transportCall: call('USNYC') };
    expect(carrierEvent.safeParse(good).success).toBe(true);
    for (const bad of [
      { ...good, eventID: 'not-a-uuid' },
      { ...good, eventDateTime: '2026-11-20T08:00:00' },
      { ...good, transportEventTypeCode: 'OMIT' },
      { ...good, eventClassifierCode: 'REQ' },
      { ...good, transportCall: { ...call('USNYC'), UNLocationCode: 'new york' } },
      { ...good, eventType: 'OPERATIONS' },
    ]) {
      expect(carrierEvent.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(carrierEventsBody.safeParse([]).success).toBe(false);
    expect(carrierEventsBody.safeParse(Array.from({ length: 101 }, () => good)).success).toBe(false);
  });
});
