/** A fresh idempotency key for one payment attempt (kept while the form retries the same attempt). */
export const newAttemptKey = () => `pay-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
