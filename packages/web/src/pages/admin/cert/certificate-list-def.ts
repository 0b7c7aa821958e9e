import { certificateResource, type FieldDef, type ResourceDef } from '@vessel/contract';
import { withColumns } from './list-columns';

/** The next survey window, presented by the server on each row; a column, never a form field. */
const NEXT_WINDOW: FieldDef = { name: 'next_window', type: 'string', widget: 'text', form: 'none' };

/**
 * The certificate list's declaration: the contract's, read in the order a superintendent scans a
 * register (holder, certificate, number, expiry, status, next window; the ship is in the holder column
 * and filtered above the table), and without the steps, which need dialogs of their own (the
 * certificate drawer offers them) rather than the kit's one-click buttons.
 */
export const CERTIFICATE_LIST_DEF: ResourceDef = {
  ...withColumns(certificateResource, {
    hidden: ['ship_id', 'issued_by', 'issue_date'],
    place: [
      ['status', 'expiry_date'],
      [NEXT_WINDOW, 'status'],
      ['last_endorsement_date', 'next_window'],
    ],
  }),
  steps: [],
};
