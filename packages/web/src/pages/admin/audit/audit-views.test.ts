import { describe, expect, it } from 'vitest';
import { AUDIT_RESOURCES } from '@vessel/contract';
import { isAdverse, sectionProgress } from '../../../components/checklist/checklist-rules';
import { fourthLevelOf, planStepsFor } from './audit-views';

const view = (name: string) => AUDIT_RESOURCES.find((def) => def.name === name)!;

describe('audit page rules', () => {
  it('offers the steps of the state that its view serves', () => {
    expect(planStepsFor('planned', view('audit.Plan'))).toEqual(['notify', 'start', 'postpone', 'cancel']);
    expect(planStepsFor('in_progress', view('audit.Plan'))).toEqual(['raiseFinding', 'submitReport', 'cancel']);
    // The report menu serves the report's steps only.
    expect(planStepsFor('in_progress', view('audit.Report'))).toEqual(['submitReport']);
    expect(planStepsFor('report_issued', view('audit.Report'))).toEqual(['followUp', 'close']);
    expect(planStepsFor('closed', view('audit.Plan'))).toEqual([]);
  });

  it('finds the fourth level of a page among the nav items', () => {
    const nav = [
      { name: '审核管理', fourNav: [{ name: '船舶自查', path: 'audit/selfInspection' }] },
      { name: '内部审核', fourNav: [{ name: '审核计划', path: 'audit/programme' }, { name: '审核实施', path: 'audit/plan' }] },
    ];
    expect(fourthLevelOf(nav, 'audit/plan')?.name).toBe('内部审核');
    expect(fourthLevelOf(nav, 'fleet/ship')).toBeUndefined();
  });

  it('raises findings from a "No" or a poor grade, and counts a section', () => {
    expect(isAdverse({ answer_type: 'yes_no_na' }, 'no')).toBe(true);
    expect(isAdverse({ answer_type: 'yes_no_na' }, 'na')).toBe(false);
    expect(isAdverse({ answer_type: 'graded' }, '2')).toBe(true);
    expect(isAdverse({ answer_type: 'graded' }, '3')).toBe(false);
    expect(isAdverse({ answer_type: 'text' }, 'no')).toBe(false);
    const items = [
      { id: '1', ref: 'ISM 8', question_en: '', question_zh: '', guidance_en: '', guidance_zh: '', answer_type: 'yes_no_na' as const, requires_evidence: false },
      { id: '2', ref: 'ISM 10', question_en: '', question_zh: '', guidance_en: '', guidance_zh: '', answer_type: 'yes_no_na' as const, requires_evidence: false },
      { id: '3', ref: 'ISM 12', question_en: '', question_zh: '', guidance_en: '', guidance_zh: '', answer_type: 'text' as const, requires_evidence: false },
    ];
    const answers = new Map([
      ['t/1', { template_id: 't', item_id: '1', answer: 'no', comment: '', evidence: [] }],
      ['t/2', { template_id: 't', item_id: '2', answer: 'yes', comment: '', evidence: [] }],
    ]);
    expect(sectionProgress(items, 't', answers)).toEqual({ answered: 2, adverse: 1, total: 3 });
  });
});
