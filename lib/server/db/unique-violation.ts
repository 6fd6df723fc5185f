/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

interface DatabaseErrorRecord {
  code?: unknown;
  constraint?: unknown;
}

/**
 * The unique violation behind `error` (the driver's error, or the one drizzle wraps as its cause), with the
 * index it hit; null for any other error.
 */
export function uniqueViolation(error: unknown): { constraint: string } | null {
  const record = error as (DatabaseErrorRecord & { cause?: DatabaseErrorRecord }) | null;
  const failure = record?.code === UNIQUE_VIOLATION ? record : record?.cause?.code === UNIQUE_VIOLATION ? record.cause : null;
  return failure ? { constraint: String(failure.constraint ?? '') } : null;
}

export const isUniqueViolation = (error: unknown): boolean => uniqueViolation(error) !== null;
