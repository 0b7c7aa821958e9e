import { describe, expect, it } from 'vitest';
import { guidanceFor, nextNumber, sectionsCount, sectionsOf } from './checklist-sections';

describe('the checklist sections editor', () => {
  it('numbers a new question after the section’s, skipping numbers taken', () => {
    expect(nextNumber(['3.1', '3.2'], '3.')).toBe('3.3');
    expect(nextNumber(['3.1', '3.3'], '3.')).toBe('3.4');
    expect(nextNumber([], '4.')).toBe('4.1');
    expect(nextNumber(['1', '2', '3'])).toBe('4');
    expect(nextNumber(['1', '3'])).toBe('4');
  });

  it('counts sections and questions, and nothing of what is not a list', () => {
    const question = { id: '1.1', ref: '', question_en: 'q', question_zh: '问', guidance_en: '', guidance_zh: '', answer_type: 'yes_no_na' as const, requires_evidence: false };
    expect(sectionsCount([{ id: '1', title_en: 'A', title_zh: '甲', items: [question, { ...question, id: '1.2' }] }, { id: '2', title_en: 'B', title_zh: '乙', items: [] }])).toEqual({ sections: 2, items: 2 });
    expect(sectionsCount(null)).toEqual({ sections: 0, items: 0 });
    expect(sectionsCount('[]')).toEqual({ sections: 0, items: 0 });
  });

  it('reads the former English-only guidance as guidance_en, and shows guidance in the reader’s language first', () => {
    const legacy = [{ id: '1', title_en: 'A', title_zh: '甲', items: [{ id: '1.1', ref: '', question_en: 'q', question_zh: '问', guidance: 'Old', answer_type: 'yes_no_na', requires_evidence: false }] }];
    const [item] = sectionsOf(legacy)[0]!.items;
    expect(item).toEqual({ id: '1.1', ref: '', question_en: 'q', question_zh: '问', guidance_en: 'Old', guidance_zh: '', answer_type: 'yes_no_na', requires_evidence: false });
    expect(guidanceFor(item!, true)).toBe('Old');
    expect(guidanceFor({ guidance_en: 'Check', guidance_zh: '检查' }, true)).toBe('检查');
    expect(guidanceFor({ guidance_en: 'Check', guidance_zh: '检查' }, false)).toBe('Check');
    expect(guidanceFor({ guidance_en: '', guidance_zh: '检查' }, false)).toBe('检查');
    expect(guidanceFor({ guidance_en: '', guidance_zh: '' }, false)).toBe('');
  });
});
