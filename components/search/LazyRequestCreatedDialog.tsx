import dynamic from 'next/dynamic';
import { useOpenedOnce } from '@/components/islands';
import type { RequestSummary } from '@/lib/schemas/request';

const RequestCreatedDialog = dynamic(() => import('./RequestCreatedDialog').then((module) => module.RequestCreatedDialog), { ssr: false });

/** The "request created" confirmation, whose code loads the first time a request is created. */
export function LazyRequestCreatedDialog(props: { request: RequestSummary | null; onClose: () => void }) {
  return useOpenedOnce(Boolean(props.request)) ? <RequestCreatedDialog {...props} /> : null;
}
