import { z } from 'zod';

/** [E1] The Admin sets up a carrier that pushes DCSA events: its name as its shipments carry it. */
export const createCarrierCredentialBody = z.strictObject({ carrier: z.string().trim().min(2, { message: 'carrierCredentials.carrier.required' }).max(100) });

/** [E1] A new secret for a carrier; the old one still verifies for `overlapHours` (0–168, 24 by default) while the carrier switches. */
export const rotateCarrierCredentialBody = z.strictObject({ id: z.number().int().positive().max(2_147_483_647), overlapHours: z.number().int().min(0).max(168).default(24) });

export const revokeCarrierCredentialBody = z.strictObject({ id: z.number().int().positive().max(2_147_483_647) });

/** A credential with its secret: the answer of Create and Rotate only. */
export const carrierCredentialSecretAnswer = z.object({ id: z.number().int(), carrier: z.string(), secret: z.string(), previousSecretUntil: z.string().nullable() });

export const carrierCredentialListAnswer = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      carrier: z.string(),
      createdAt: z.string(),
      /** The Admin who set it up (their name, else their email). */
      createdBy: z.string().nullable(),
      updatedAt: z.string(),
      previousSecretUntil: z.string().nullable(),
      revokedAt: z.string().nullable(),
      /** Events received from it by status (applied, superseded, ignored, unmatched, dismissed) and the latest's time. */
      events: z.record(z.string(), z.number().int()),
      lastEventAt: z.string().nullable(),
    }),
  ),
  /** The carriers our shipments name, with how many each: the names a credential's events can match. */
  shipmentCarriers: z.array(z.object({ carrier: z.string(), shipments: z.number().int() })),
});
export type CarrierCredentialList = z.infer<typeof carrierCredentialListAnswer>;
export type CarrierCredentialSecret = z.infer<typeof carrierCredentialSecretAnswer>;
