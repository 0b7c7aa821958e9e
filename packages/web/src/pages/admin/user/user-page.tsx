import { userResource } from '@vessel/contract';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import { currentLang } from '../../../locales/i18n';
import { formatMoney } from '../../../locales/money';

/** Members: the generic page; the balance (minor units on the wire) reads in major units. */
const options: ResourcePageOptions = {
  cells: { money: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(row.money, currentLang())}</span> },
};

export default function MemberPage() {
  return <ResourcePage def={userResource} options={options} />;
}
