import { languageEndpoints } from './language';
import { usersEndpoints } from './users';
import { lookupEndpoints } from './lookup';
import { freightEndpoints } from './freight';
import { requestsEndpoints } from './requests';
import { reservationsEndpoints } from './reservations';
import { paymentsEndpoints } from './payments';
import { trackingEndpoints } from './tracking';
import { trackingAlertsEndpoints } from './tracking-alerts';
import { fxRatesEndpoints } from './fx-rates';
import { notificationsEndpoints } from './notifications';
import { filesEndpoints } from './files';
import { sessionEndpoints } from './session';
import { accountEndpoints } from './account';
import { companyEndpoints } from './company';
import { contactEndpoints } from './contact';
import { newsletterEndpoints } from './newsletter';
import { voyagesEndpoints } from './voyages';
import { chatEndpoints } from './chat';
import { contentEndpoints } from './content';
import { tariffsEndpoints } from './tariffs';
import { apiKeysEndpoints } from './api-keys';
import { carriersEndpoints } from './carriers';
import { webhooksEndpoints } from './webhooks';

/** Every backend endpoint, by domain: the one definition its route, its validation, its handler, the typed client and the OpenAPI document share. */
export const endpoints = {
  ...languageEndpoints,
  ...usersEndpoints,
  ...lookupEndpoints,
  ...freightEndpoints,
  ...requestsEndpoints,
  ...reservationsEndpoints,
  ...paymentsEndpoints,
  ...trackingEndpoints,
  ...trackingAlertsEndpoints,
  ...fxRatesEndpoints,
  ...notificationsEndpoints,
  ...filesEndpoints,
  ...sessionEndpoints,
  ...accountEndpoints,
  ...companyEndpoints,
  ...contactEndpoints,
  ...newsletterEndpoints,
  ...voyagesEndpoints,
  ...chatEndpoints,
  ...contentEndpoints,
  ...tariffsEndpoints,
  ...apiKeysEndpoints,
  ...carriersEndpoints,
  ...webhooksEndpoints,
} as const;
