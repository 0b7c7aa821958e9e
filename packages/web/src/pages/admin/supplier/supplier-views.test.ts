import { describe, expect, it } from 'vitest';
import { approvalDue, remarkMissing, supplierStateColour } from './supplier-views';

describe('supplier views', () => {
  it('asks for a remark at two stars or fewer, not at three', () => {
    const base = { score_quality: 4, score_delivery: 3, score_price: 3, score_documentation: 4, score_communication: 5 };
    expect(remarkMissing(base)).toBe(false);
    expect(remarkMissing({ ...base, score_delivery: 2 })).toBe(true);
    expect(remarkMissing({ ...base, score_delivery: 2, remark: '  ' })).toBe(true);
    expect(remarkMissing({ ...base, score_delivery: 2, remark: 'Late by two days' })).toBe(false);
    // An HSE score left empty (0) is not a low score.
    expect(remarkMissing({ ...base, score_hse: 0 })).toBe(false);
    expect(remarkMissing({ ...base, score_hse: 1 })).toBe(true);
  });

  it('tags the approval due within 60 days and expired after its last day', () => {
    expect(approvalDue('2026-12-31', '2026-11-01')).toBe('due_soon');
    expect(approvalDue('2026-12-31', '2026-11-01')).toBe('due_soon');
    expect(approvalDue('2027-01-01', '2026-11-01')).toBe('ok');
    expect(approvalDue('2026-11-01', '2026-11-01')).toBe('due_soon');
    expect(approvalDue('2026-10-31', '2026-11-01')).toBe('expired');
    expect(approvalDue(null, '2026-11-01')).toBeNull();
    expect(supplierStateColour('blacklisted')).toBe('red');
  });
});
