import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { seafarerResource } from '@vessel/contract';
import { readSeafarerDetail } from '../../../api/admin/crew';
import { currentLang } from '../../../locales/i18n';
import { printUrls } from '../../../api/admin/printables';
import { DetailPage } from '../detail-page';
import { PrintButton } from '../print-button';
import { useDetailRecord, useTabParam } from '../use-detail-page';
import { nameIn } from './crew-labels';
import { SeafarerHeader, SeafarerProfile } from './seafarer-profile';
import { SeafarerDocuments } from './seafarer-documents';
import { SeafarerAssignments, SeafarerContracts, SeafarerSeaService, type SeafarerRef } from './seafarer-records';
import { seafarerPageOptions } from './seafarer-page';

const TABS = ['profile', 'documents', 'seaService', 'contracts', 'assignments'] as const;

/**
 * The seafarer's page (`/admin/SdetailPage?id=`): profile and where they stand now, documents, sea
 * service, contracts and assignments (with the workflow). The tab lives in the URL (`tab=`): an approval
 * refused for missing documents links straight to the documents.
 */
export default function SeafarerDetailPage() {
  const { t } = useTranslation('backend');
  const lang = currentLang();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [tab, setTab] = useTabParam(TABS);
  const state = useDetailRecord('seafarer', id, readSeafarerDetail);
  const { reload } = state;
  const detail = state.detail?.seafarer.id === id ? state.detail : null;

  const ref: SeafarerRef | null = detail
    ? { id, name: nameIn(lang, detail.seafarer.name_en, detail.seafarer.name_zh), rank_id: typeof detail.seafarer.rank_id === 'string' ? detail.seafarer.rank_id : null }
    : null;
  // A list's tab is mounted when first opened and kept, so its page and dialogs survive a tab switch.
  const items = [
    { key: 'profile', label: t('crew.seafarerDetail.tabs.profile'), children: detail ? <SeafarerProfile detail={detail} /> : null },
    { key: 'documents', label: t('crew.seafarerDetail.tabs.documents'), children: ref ? <SeafarerDocuments seafarerId={id} /> : null },
    { key: 'seaService', label: t('crew.seafarerDetail.tabs.seaService'), children: ref ? <SeafarerSeaService seafarer={ref} /> : null },
    { key: 'contracts', label: t('crew.seafarerDetail.tabs.contracts'), children: ref ? <SeafarerContracts seafarer={ref} /> : null },
    { key: 'assignments', label: t('crew.seafarerDetail.tabs.assignments'), children: ref ? <SeafarerAssignments seafarer={ref} onChanged={reload} /> : null },
  ];

  return (
    <DetailPage
      id={id}
      words="crew.seafarerDetail"
      listPath="/admin/crew/seafarer"
      record={state}
      loaded={detail !== null}
      header={detail ? <SeafarerHeader detail={detail} /> : null}
      tabs={{ active: tab, onChange: setTab, items }}
      edit={{ def: seafarerResource, options: seafarerPageOptions }}
      actions={
        <PrintButton right="crew/seafarer/print" url={printUrls.seafarer(id)} fallbackName={`${String(detail?.seafarer.seafarer_no ?? 'seafarer')}.pdf`} testId="print-seafarer">
          {t('printables.seafarerRecord')}
        </PrintButton>
      }
    />
  );
}
