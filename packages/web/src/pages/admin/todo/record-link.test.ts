import { describe, expect, it } from 'vitest';
import { recordLink } from './record-link';

const id = '0b9c7a52-2f7e-4d7c-9a55-3a1e0e1d2c3b';
const cert = '5f0e7c1a-8a5e-4a57-9b13-7d6c2b1a0f9e';

describe('the record of an automatic to-do or alert', () => {
  it('is the certificate for certificate alerts', () => {
    expect(recordLink('certificate', { biz_id: id })?.to).toBe(`/admin/cert/certificate?id=${id}`);
  });

  it("is the window's certificate for a survey window, or the window itself when its certificate is not known", () => {
    expect(recordLink('certificate_survey', { biz_id: id, certificate_id: cert })?.to).toBe(`/admin/cert/certificate?id=${cert}`);
    expect(recordLink('certificate_survey', { biz_id: id })?.to).toBe(`/admin/cert/certificate?survey=${id}`);
  });

  it('is the document, the assignment or the ship for crew alerts', () => {
    expect(recordLink('crew_document', { biz_id: id })?.to).toBe(`/admin/crew/seafarerDocument?id=${id}`);
    expect(recordLink('crew_contract_end', { biz_id: id })?.to).toBe(`/admin/crew/assignment?id=${id}`);
    expect(recordLink('safe_manning', { biz_id: id })?.to).toBe(`/admin/detailPage?id=${id}`);
  });

  it("is the NCR's report page for its corrective action falling due", () => {
    expect(recordLink('ncr_action', { biz_id: id })).toEqual({ to: `/admin/ncr/report?id=${id}`, labelKey: 'todoPage.open.ncr' });
  });

  it("is the approval's instance for an approval step's to-do", () => {
    expect(recordLink('approval', { biz_id: id })).toEqual({ to: `/admin/approval/instance?search.id=eq:${id}`, labelKey: 'todoPage.open.approval' });
  });

  it('is none for a manual to-do, an unknown source or a missing id', () => {
    expect(recordLink('', { biz_id: id })).toBeNull();
    expect(recordLink('somewhere_else', { biz_id: id })).toBeNull();
    expect(recordLink('certificate', { biz_id: null })).toBeNull();
    expect(recordLink('certificate', { biz_id: 'not-an-id' })).toBeNull();
  });
});
