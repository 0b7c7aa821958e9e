import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SETTING_TRANSLATIONS, dictItemDescription, dictTypeDescription } from '@vessel/contract';
import { forgetDictionary } from '../../../api/admin/dictionaries';
import { RelatedRecords } from '../../../components/resource/related-records';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { TableRow } from '../../../components/resource/table-rows';
import { currentLang, i18n } from '../../../locales/i18n';
import { addRuntimeMessages } from '../../../locales/runtime-messages';
import { fixedInput } from '../crew/fixed-input';
import { JsonObjectInput } from './json-input';

addRuntimeMessages(i18n, SETTING_TRANSLATIONS);

const typeName = (row: TableRow) => String((currentLang() === 'zh-cn' ? row.name_zh : row.name_en) || row.code);

/** One dictionary's items, edited in place; every select of the session lists the type afresh after a change. */
function DictItems({ row }: { row: TableRow }) {
  const { t } = useTranslation('backend');
  const code = String(row.code);
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('settingPage.itemsOf', { name: typeName(row) })}
      </Typography.Title>
      <RelatedRecords
        def={dictItemDescription.def}
        field="type_code"
        value={code}
        columns={['code', 'name_en', 'name_zh', 'sort', 'status']}
        hint={t('settingPage.itemsHint')}
        empty={t('settingPage.noItems')}
        order="sort,asc"
        pageSize={50}
        form={{ inputs: { type_code: fixedInput(`${code} · ${typeName(row)}`), extra: JsonObjectInput }, width: 640 }}
        onChanged={() => forgetDictionary(code)}
      />
    </Flex>
  );
}

const options: ResourcePageOptions = { detail: (row) => <DictItems row={row} /> };

/** The dictionaries (DOMAIN.md §4.0): the types, each row opening its items. */
export default function DictTypePage() {
  return <ResourcePage def={dictTypeDescription.def} options={options} />;
}
