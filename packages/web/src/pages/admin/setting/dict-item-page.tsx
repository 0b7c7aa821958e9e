import { useEffect } from 'react';
import { SETTING_TRANSLATIONS, dictItemDescription } from '@vessel/contract';
import { forgetDictionary } from '../../../api/admin/dictionaries';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import { i18n } from '../../../locales/i18n';
import { addRuntimeMessages } from '../../../locales/runtime-messages';
import { JsonObjectInput } from './json-input';

// The area's field words come with the module (resources described by data): this page adds them itself.
addRuntimeMessages(i18n, SETTING_TRANSLATIONS);

const options: ResourcePageOptions = { inputs: { extra: JsonObjectInput } };

/** Every dictionary's items in one list, filtered by type; the dictionaries page shows them type by type. */
export default function DictItemPage() {
  // Whatever this page changed, the selects of the session list afresh once it is left.
  useEffect(() => () => forgetDictionary(null), []);
  return <ResourcePage def={dictItemDescription.def} options={options} />;
}
