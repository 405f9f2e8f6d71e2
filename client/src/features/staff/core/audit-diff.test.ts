import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-diff.ts';

describe('auditChanges', () => {
  it('lists only the fields whose value changed', () => {
    expect(auditChanges('{"role":"finance","name":"a"}', '{"role":"support","name":"a"}')).toEqual([{ field: 'role', before: 'finance', after: 'support' }]);
  });

  it('shows a field only after the action as new', () => {
    expect(auditChanges(null, '{"username":"ada","role":"admin"}')).toEqual([
      { field: 'username', before: '—', after: 'ada' },
      { field: 'role', before: '—', after: 'admin' },
    ]);
  });

  it('shows values that are not objects as one change', () => {
    expect(auditChanges('[1]', '[1,2]')).toEqual([{ field: '', before: '[1]', after: '[1,2]' }]);
  });

  it('is empty when there is neither', () => {
    expect(auditChanges(null, null)).toEqual([]);
  });
});

describe('auditCsv', async () => {
  const { auditCsv } = await import('./audit-csv.ts');
  it('heads the columns and keeps a formula-like cell as text', () => {
    const csv = auditCsv([{ at: '2026-11-28T10:00:00.000Z', actorName: 'ada', actorKind: 'STAFF', ip: '1.2.3.4', action: 'staff.role', subjectType: 'staff', subjectId: '2', before: '{"role":"finance"}', after: '{"role":"support"}', reason: '=cmd' }]);
    expect(csv.split('\r\n')[0]).toBe('at,actor,actor_kind,ip,action,subject_type,subject_id,before,after,reason');
    expect(csv).toContain('"{""role"":""finance""}"');
    expect(csv).toContain("'=cmd");
  });
});
