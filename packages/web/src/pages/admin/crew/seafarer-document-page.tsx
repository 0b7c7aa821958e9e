import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { seafarerDocumentResource } from '@vessel/contract';
import { SEAFARER_DOCUMENT_BASE } from '../../../api/admin/cert';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import { CertNoLink } from '../cert/cert-no-link';
import { withColumns } from '../cert/list-columns';
import { CertTypeCell, ExpiryCell, StatusCell, localToday } from '../cert/certificate-cells';
import { CertificateDrawer } from '../cert/certificate-drawer';
import { VerifiedCell } from './seafarer-documents';

/** Status and verification next to the expiry; issuing country, STCW regulation and capacity on demand. */
const DOCUMENT_LIST_DEF = withColumns(seafarerDocumentResource, {
  hidden: ['issuing_country', 'stcw_reg', 'capacity', 'verified_by'],
  place: [
    ['status', 'expiry_date'],
    ['verified_at', 'status'],
  ],
});

/**
 * Every seafarer's documents in one register (crew.SeafarerDocument): filter by seafarer, type, status
 * or expiry; the crew manager's `verify` of the originals for the selected rows; a document opens in a
 * drawer from its number or from a link with `?id=` (an alert's).
 */
export default function SeafarerDocumentPage() {
  const [params, setParams] = useSearchParams();
  const openId = params.get('id');
  const today = localToday();
  const setOpen = useCallback(
    (id: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('id', id);
        else next.delete('id');
        return next;
      }),
    [setParams],
  );
  const options = useMemo<ResourcePageOptions>(
    () => ({
      cells: {
        cert_no: (row) => <CertNoLink row={row} onOpen={setOpen} />,
        cert_type_id: (row) => <CertTypeCell row={row} />,
        expiry_date: (row) => <ExpiryCell row={row} today={today} />,
        status: (row) => <StatusCell row={row} />,
        verified_at: (row) => <VerifiedCell row={row} />,
      },
    }),
    [setOpen, today],
  );
  return (
    <>
      <ResourcePage def={DOCUMENT_LIST_DEF} options={options} />
      <CertificateDrawer
        id={openId}
        subject="document"
        base={SEAFARER_DOCUMENT_BASE}
        today={today}
        onClose={() => setOpen(null)}
        onChanged={() => undefined}
        onOpen={setOpen}
      />
    </>
  );
}
