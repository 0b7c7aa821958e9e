import { APPROVALS } from '../../platform/approvals.js';
import { provideService } from '../../platform/services.js';
import { approvalEngine } from './engine.js';

/** What the approval area offers: the one engine every business type's approvals run on. */
export function provideApprovalServices(): void {
  provideService(APPROVALS, approvalEngine, 'approval');
}
