import { describe, expect, it } from 'vitest';
import type { DocumentShortfall } from '@vessel/contract';
import { sortedShortfalls, stepBody, stepInputs, stepRefusals } from './assignment-step-form';

const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const doc = (code: string, kind: DocumentShortfall['kind'], zh: string): DocumentShortfall => ({
  cert_type_id: `id-${code}`,
  cert_type_code: code,
  cert_type_name_en: code,
  cert_type_name_zh: zh,
  kind,
  expiry_date: kind === 'expiring' ? '2026-05-01' : null,
  needed_until: '2026-09-30',
});

describe('step dialogs', () => {
  it('ask sign-on for a day and a port, sign-off also for the reason, the others for a remark only', () => {
    expect(stepInputs('signOn')).toEqual({ date: true, port: true, reason: false });
    expect(stepInputs('signOff')).toEqual({ date: true, port: true, reason: true });
    expect(stepInputs('approve')).toEqual({ date: false, port: false, reason: false });
  });

  it('send only what the step asks for, trimmed, emptied inputs left to the server’s defaults', () => {
    expect(stepBody('signOff', [ID], { date: '2026-04-30', port: ' Qingdao ', reason: 'end_of_contract', remark: '' })).toEqual({
      ids: [ID],
      date: '2026-04-30',
      port: 'Qingdao',
      reason: 'end_of_contract',
    });
    expect(stepBody('signOn', [ID], { date: null, port: '  ', reason: 'medical' })).toEqual({ ids: [ID] });
    expect(stepBody('approve', [ID], { date: '2026-04-30', remark: 'documents checked' })).toEqual({ ids: [ID], remark: 'documents checked' });
  });

  it('refuse a body the server would refuse', () => {
    expect(() => stepBody('approve', [], {})).toThrow();
    expect(() => stepBody('signOn', ['x'], {})).toThrow();
  });
});

describe('refusals of a step', () => {
  it('read the rows and the documents the server names, ignoring malformed entries', () => {
    const data = {
      done: 0,
      refused: [
        { id: ID, reason: 'Documents for Master are missing', documents: [doc('MEDICAL', 'missing', '健康证'), { kind: 'bogus' }] },
        { id: 'b', reason: 'The assignment is onboard: it cannot be approved' },
        null,
      ],
    };
    expect(stepRefusals(data)).toEqual([
      { id: ID, reason: 'Documents for Master are missing', documents: [doc('MEDICAL', 'missing', '健康证')] },
      { id: 'b', reason: 'The assignment is onboard: it cannot be approved' },
    ]);
    expect(stepRefusals(null)).toEqual([]);
    expect(stepRefusals({ refused: 'no' })).toEqual([]);
  });

  it('list missing documents before those expiring too soon, by name in the reader’s language', () => {
    const list = [doc('STCW_BST', 'expiring', '基本安全'), doc('PASSPORT', 'missing', '护照'), doc('COC', 'missing', '适任证书')];
    expect(sortedShortfalls(list, 'en').map((item) => item.cert_type_code)).toEqual(['COC', 'PASSPORT', 'STCW_BST']);
    expect(sortedShortfalls(list, 'zh-cn').map((item) => item.kind)).toEqual(['missing', 'missing', 'expiring']);
  });
});
