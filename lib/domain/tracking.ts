import { checkAwbNumber, type AwbProblem } from './awb';
import { checkContainerNumber, type ContainerNumberProblem } from './iso6346';

/**
 * Shipment tracking ([M3]): the milestones of a shipment in their natural order, the reasons an ETA
 * moves, and the one input of the tracking screen classified into the number it is.
 */
export const milestoneCodes = [
  'booked',
  'pickedUp',
  'gateIn',
  'loaded',
  'departed',
  'transshipment',
  'arrived',
  'discharged',
  'customsCleared',
  'outForDelivery',
  'delivered',
] as const;
export type MilestoneCode = (typeof milestoneCodes)[number];

/** Why an ETA moved (translated by the interface; an operator may add a note). */
export const etaChangeReasons = [
  'weather',
  'portCongestion',
  'vesselDelay',
  'missedConnection',
  'customsInspection',
  'equipmentShortage',
  'strike',
  'scheduleImproved',
  /** [E1] The carrier's own estimate (a DCSA event) moved it. */
  'carrierUpdate',
  'other',
] as const;
export type EtaChangeReason = (typeof etaChangeReasons)[number];

/** The reasons operations choose from: a carrier update comes only from the carrier's own events. */
export const operatorEtaReasons = etaChangeReasons.filter((reason): reason is Exclude<EtaChangeReason, 'carrierUpdate'> => reason !== 'carrierUpdate');

/** A shipment's data counts as stale when its last event is older than this. */
export const STALE_AFTER_HOURS = 48;

/** The longest input the tracking box looks at; anything longer is refused before parsing. */
export const MAX_TRACKING_INPUT = 64;

/** Our booking reference: BK-2026-000042 (lib/domain/reservation-state.ts). */
const BOOKING = /^BK(\d{4})(\d{6})$/;
/** A bill of lading: the carrier's SCAC (4 letters) then 6 to 12 letters or digits. */
const BILL_OF_LADING = /^[A-Z]{4}[A-Z0-9]{6,12}$/;

export type TrackingNumber =
  | { kind: 'booking'; number: string }
  | { kind: 'container'; number: string }
  | { kind: 'billOfLading'; number: string }
  | { kind: 'airWaybill'; number: string };

export type TrackingNumberProblem =
  | { problem: 'empty' }
  | { problem: 'tooLong' }
  | { problem: 'format' }
  | ({ kind: 'container' } & Extract<ContainerNumberProblem, { problem: 'checkDigit' }>)
  | ({ kind: 'airWaybill' } & Exclude<AwbProblem, { problem: 'format' }>);

/**
 * Whatever was typed (spaces, dashes, dots, slashes, lower case) → the number it is, normalised to the
 * form stored in the database, or why it is none. A container number (category U, J or Z) with a wrong
 * check digit is an error, not a bill of lading, and so is an air waybill whose check digit isn't serial mod 7.
 */
export function classifyTrackingNumber(input: string): ({ ok: true } & TrackingNumber) | ({ ok: false } & TrackingNumberProblem) {
  if (input.length > MAX_TRACKING_INPUT * 4) return { ok: false, problem: 'tooLong' };
  const text = input.normalize('NFKC').replace(/[\s\-./_]/g, '').toUpperCase();
  if (text === '') return { ok: false, problem: 'empty' };
  if (text.length > MAX_TRACKING_INPUT) return { ok: false, problem: 'tooLong' };
  const booking = BOOKING.exec(text);
  if (booking) return { ok: true, kind: 'booking', number: `BK-${booking[1]}-${booking[2]}` };
  if (/^[A-Z]{4}\d{7}$/.test(text)) {
    const container = checkContainerNumber(text);
    if (container.ok) return { ok: true, kind: 'container', number: container.number };
    // A fourth letter other than U, J or Z is no container: such a number may still be a bill of lading.
    if (container.problem === 'checkDigit') return { ...container, kind: 'container' };
  }
  if (/^\d{11}$/.test(text)) {
    const awb = checkAwbNumber(text);
    if (awb.ok) return { ok: true, kind: 'airWaybill', number: awb.number };
    if (awb.problem !== 'format') return { ...awb, kind: 'airWaybill' };
  }
  if (BILL_OF_LADING.test(text)) return { ok: true, kind: 'billOfLading', number: text };
  return { ok: false, problem: 'format' };
}
