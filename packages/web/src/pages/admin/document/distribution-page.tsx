import { SendOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Progress } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { distributionDescription, fieldLabelKey } from '@vessel/contract';
import { http } from '../../../api/app-http-client';
import { VERSION_BASE } from '../../../api/admin/document-distribution';
import type { ResourceRow } from '../../../api/admin/resource';
import { holds } from '../../../components/resource/resource-access';
import { RemoteSelect } from '../../../components/resource/remote-select';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { TableRow } from '../../../components/resource/table-rows';
import { useAccessSession } from '../../../components/resource/use-resource-access';
import { DistributeDialog, type DistributeTarget } from './distribution-dialog';

const def = distributionDescription.def;
const DISTRIBUTABLE = [{ field: 'status', operator: 'IN', val: 'approved,issued' }];

/**
 * Distributions: the generic list with each one's acknowledgements as a bar, and a Distribute button that
 * picks an approved or issued version and opens the distribution dialog.
 */
export default function DistributionPage() {
  const { t } = useTranslation('backend');
  const session = useAccessSession();
  const [version, setVersion] = useState(0);
  const [picking, setPicking] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [target, setTarget] = useState<DistributeTarget | null>(null);
  const options = useMemo<ResourcePageOptions>(
    () => ({
      cells: {
        // The bar is named by its column (a progressbar needs a name of its own); its text says how many.
        ack_done: (row: TableRow) =>
          Number(row.ack_total) > 0 ? (
            <Progress
              size="small"
              percent={Math.round((Number(row.ack_done) / Number(row.ack_total)) * 100)}
              format={() => `${String(row.ack_done)}/${String(row.ack_total)}`}
              aria-label={t(fieldLabelKey(def, { name: 'ack_done' }))}
              style={{ minWidth: 120 }}
            />
          ) : null,
      },
    }),
    [t],
  );
  const open = async () => {
    if (!chosen) return;
    const { data } = await http.get<{ row: ResourceRow }>(`${VERSION_BASE}edit`, { id: chosen });
    setPicking(false);
    setTarget({ versionId: chosen, version: String(data.row.version ?? ''), documentId: String(data.row.document_id) });
  };
  return (
    <Flex vertical gap={8}>
      {holds(session, 'document/distribution/add') && (
        <Flex justify="flex-end">
          <Button type="primary" icon={<SendOutlined />} onClick={() => setPicking(true)} data-testid="distribution-new">
            {t('documentDistribution.distribute')}
          </Button>
        </Flex>
      )}
      <ResourcePage key={version} def={def} options={options} />
      <Modal open={picking} title={t('documentDistribution.chooseVersion')} onCancel={() => setPicking(false)} onOk={open} okButtonProps={{ disabled: !chosen }} destroyOnHidden>
        <RemoteSelect url={VERSION_BASE} value={chosen} onChange={(value) => setChosen(typeof value === 'string' ? value : null)} filter={DISTRIBUTABLE} style={{ width: '100%' }} />
      </Modal>
      <DistributeDialog target={target} onClose={() => setTarget(null)} onDone={() => setVersion((value) => value + 1)} />
    </Flex>
  );
}
