/** One key of an audit entry's before/after, as the audit log shows it. */
export interface AuditDiffRow {
  key: string;
  before: string | undefined;
  after: string | undefined;
  changed: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A value as readable text: strings as they are, everything else as compact JSON; absent is undefined. */
export function auditValueText(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * The rows of a readable diff: every top-level key of before and after (a non-object side counts as
 * the key "value"), in first-seen order, each marked changed when its two sides differ. Nested values
 * are compared as JSON, so a reordered role list counts as a change (the order is what was stored).
 */
export function auditDiff(before: unknown, after: unknown): AuditDiffRow[] {
  const wrap = (side: unknown): Record<string, unknown> => (side === null || side === undefined ? {} : isRecord(side) ? side : { value: side });
  const left = wrap(before);
  const right = wrap(after);
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return keys.map((key) => {
    const from = auditValueText(key in left ? left[key] : undefined);
    const to = auditValueText(key in right ? right[key] : undefined);
    return { key, before: from, after: to, changed: from !== to };
  });
}
