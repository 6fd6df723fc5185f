import { z } from 'zod';

/** [E1] What POST /api/CarrierEvents did with each event of the push, in order. */
export const carrierEventsAnswer = z.object({
  received: z.number().int(),
  results: z.array(
    z.object({
      eventID: z.string(),
      /** applied: a milestone or the ETA moved; superseded: a newer event had already set it; ignored: nothing of ours; unmatched: no shipment of the carrier has it (kept for operations); duplicate: this eventID came before. */
      status: z.enum(['applied', 'superseded', 'ignored', 'unmatched', 'duplicate']),
      /** Our booking reference of the shipment it matched. */
      reference: z.string().optional(),
    }),
  ),
});
export type CarrierEventsAnswer = z.infer<typeof carrierEventsAnswer>;
