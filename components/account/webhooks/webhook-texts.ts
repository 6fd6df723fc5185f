import type { WebhookEventType } from '@/lib/domain/webhooks';
import type { WebhookEndpoint } from '@/lib/schemas/webhook';

/** An event's name for people, under `webhooks.events` (the type's dot nests it: `shipment.eta_changed` → events.shipment.eta_changed). */
export const eventLabel = (type: WebhookEventType) => `webhooks.events.${type}.label`;
/** What an event reports. */
export const eventText = (type: WebhookEventType) => `webhooks.events.${type}.text`;

/** The state an endpoint is in, as its company sees it: on, on but failing, turned off, or disabled after failures. */
export type EndpointState = 'active' | 'failing' | 'off' | 'disabled';

export function endpointState(endpoint: Pick<WebhookEndpoint, 'status' | 'disabledReason' | 'failingSince'>): EndpointState {
  if (endpoint.status === 'disabled') return endpoint.disabledReason === 'failing' ? 'disabled' : 'off';
  return endpoint.failingSince ? 'failing' : 'active';
}

export const endpointStateColor: Record<EndpointState, 'success' | 'warning' | 'default' | 'error'> = { active: 'success', failing: 'warning', off: 'default', disabled: 'error' };

