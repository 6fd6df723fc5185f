import { serviceKeys } from '@/lib/routes';

/** The `pages` texts the home page shows (HomeView, HomeMarketing): its own, the lanes band's heading and lead, each service card's lead. */
export const homePageTexts = ['home', 'routes.heading', 'routes.lead', ...serviceKeys.map((key) => `${key}.lead`)] as const;
