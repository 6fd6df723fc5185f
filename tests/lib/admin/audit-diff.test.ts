import { describe, expect, it } from 'vitest';
import { auditDiff, auditValueText } from '@/lib/admin/audit-diff';

describe('auditDiff', () => {
  it('marks the changed keys and keeps the unchanged ones', () => {
    expect(auditDiff({ roles: ['Customer'], isActive: true }, { roles: ['Customer', 'Operator'], isActive: true })).toEqual([
      { key: 'roles', before: '["Customer"]', after: '["Customer","Operator"]', changed: true },
      { key: 'isActive', before: 'true', after: 'true', changed: false },
    ]);
  });

  it('shows keys only one side has (a creation has no before, a deletion no after)', () => {
    expect(auditDiff(null, { code: 'fr', id: 3 })).toEqual([
      { key: 'code', before: undefined, after: 'fr', changed: true },
      { key: 'id', before: undefined, after: '3', changed: true },
    ]);
    expect(auditDiff({ status: 'draft' }, undefined)).toEqual([{ key: 'status', before: 'draft', after: undefined, changed: true }]);
    expect(auditDiff(null, null)).toEqual([]);
  });

  it('reads a non-object side as the key "value", and a null value as text', () => {
    expect(auditDiff('a', 'b')).toEqual([{ key: 'value', before: 'a', after: 'b', changed: true }]);
    expect(auditDiff({ reason: null }, { reason: 'late' })[0]).toMatchObject({ before: 'null', after: 'late', changed: true });
  });

  it('compares nested values as JSON (order matters)', () => {
    expect(auditDiff({ roles: ['A', 'B'] }, { roles: ['B', 'A'] })[0]!.changed).toBe(true);
    expect(auditDiff({ o: { a: 1 } }, { o: { a: 1 } })[0]!.changed).toBe(false);
    expect(auditValueText(undefined)).toBeUndefined();
  });
});
