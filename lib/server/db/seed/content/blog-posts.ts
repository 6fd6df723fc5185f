/** [M4] Blog posts (/blogs/[slug]), one file each under ./blog: 400–900 words a language, 2–4 tags. */
import { chargeableWeight } from './blog/chargeable-weight';
import { demurrageDetention } from './blog/demurrage-detention';
import { exportCustomsSteps } from './blog/export-customs-steps';
import { incoterms2020 } from './blog/incoterms-2020';
import { lclOrFcl } from './blog/lcl-or-fcl';
import { microExportEtgb } from './blog/micro-export-etgb';
import { turkishPorts } from './blog/turkish-ports';
import { usaWarehouseFba } from './blog/usa-warehouse-fba';
import type { SeedEntry } from './types';

/** Oldest first; the listing orders by publishAt. */
export const blogPosts: SeedEntry[] = [incoterms2020, lclOrFcl, chargeableWeight, exportCustomsSteps, microExportEtgb, demurrageDetention, turkishPorts, usaWarehouseFba];
