import { z } from 'zod';
import { LOCATION_CODE, transportModes } from '../domain/freight-codes';

/** GET /api/Location/Suggest: what was typed into an origin or destination field, for the search's mode. */
export const placeSuggestQuery = z.strictObject({
  text: z.string().trim().min(1).max(80),
  mode: z.enum(transportModes),
  end: z.enum(['origin', 'destination']),
  /** The other end's code when it is chosen: "on sale" then means on sale to (or from) it. */
  other: z
    .string()
    .trim()
    .transform((code) => code.toUpperCase())
    .pipe(z.string().regex(LOCATION_CODE, { message: 'freight.location.invalid' }))
    .optional(),
  /** The ready date (YYYY-MM-DD): what is on sale that day; today in Istanbul without one (or before it). */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'freight.readyDate.invalid' })
    .optional(),
});
export type PlaceSuggestQuery = z.output<typeof placeSuggestQuery>;

export const placeSuggestion = z.object({
  code: z.string().describe('UN/LOCODE of a port, IATA code of an airport, or ISO 3166-2:TR of a province (door service)'),
  kind: z.enum(['port', 'airport', 'province']),
  name: z.string(),
  countryCode: z.string(),
  countryName: z.string().describe("The country's name in the answer's language"),
  area: z.string().describe("A Turkish gateway's province, an airport's city; empty otherwise"),
  onSale: z.boolean().describe('Offers are on sale from (or to) it in this mode on the day, to the other end when one was given'),
  role: z.enum(['gateway', 'nearestOnSale', 'door']).describe('gateway: in or near the typed place; nearestOnSale: the nearest with offers when none near has any; door: the province itself, trucked to or from the gateways'),
  serves: z.string().optional().describe('The typed place it serves'),
  distanceKm: z.number().int().optional().describe('From the typed place: road km in Türkiye, straight line abroad'),
});
export type PlaceSuggestionItem = z.infer<typeof placeSuggestion>;

export const placeSuggestAnswer = z.object({ suggestions: z.array(placeSuggestion) });
export type PlaceSuggestAnswer = z.infer<typeof placeSuggestAnswer>;
