import { isCustomerOf, seesAllRequests, type RequestViewer } from '../requests/request-scope';

export type TrackingView = 'public' | 'owner' | 'operations';

/**
 * What a caller sees of a shipment: its owner (user, or a company admin of its company, the rule of
 * requests and reservations) and operations everything; anyone else, signed in or not, the public milestones.
 */
export function trackingViewOf(viewer: RequestViewer | null, shipment: { userId: string | null; companyId: number | null }): TrackingView {
  if (!viewer) return 'public';
  if (shipment.userId !== null && isCustomerOf(viewer, { userId: shipment.userId, companyId: shipment.companyId })) return 'owner';
  if (shipment.userId === null && shipment.companyId !== null && viewer.roles.includes('CompanyAdmin') && viewer.companyId === shipment.companyId) return 'owner';
  return seesAllRequests(viewer) ? 'operations' : 'public';
}
