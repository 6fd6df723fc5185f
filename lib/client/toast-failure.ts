import { ApiFailure, failureMessage } from './api';
import { toast } from './toast';

/**
 * For a call's `.catch`: shows the failure's localized message (with its first field error, when `withField`)
 * as an error toast, one per `toastId`, and rethrows it for the caller.
 */
export function toastFailure(fallback: string, options: { toastId?: string; withField?: boolean } = {}) {
  return (error: unknown): never => {
    const field = options.withField && error instanceof ApiFailure ? error.fieldErrors[0]?.message : undefined;
    toast.error(`${failureMessage(error, fallback)}${field ? ` ${field}` : ''}`, options.toastId ? { toastId: options.toastId } : undefined);
    throw error;
  };
}
