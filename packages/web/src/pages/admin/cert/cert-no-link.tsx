import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TableRow } from '../../../components/resource/table-rows';

/** A certificate's number as the button that opens it in full (a certificate without a number still opens). */
export function CertNoLink({ row, onOpen }: { row: TableRow; onOpen(id: string): void }) {
  const { t } = useTranslation('backend');
  const number = typeof row.cert_no === 'string' && row.cert_no ? row.cert_no : null;
  return (
    <Button type="link" size="small" onClick={() => onOpen(row.id)} style={{ padding: 0, height: 'auto', whiteSpace: 'nowrap' }}>
      {number ?? t('certPage.noNumber')}
    </Button>
  );
}
