import { CRUD, type MenuSeed } from '../../platform/menus.js';

/** The bunkering area's menus and rights (weigh 145: after certificates and maintenance, spec §1). */
export const MENUS: readonly MenuSeed[] = [
  {
    name: 'bunker',
    title: { 'zh-cn': '燃油管理', en: 'Bunkering' },
    icon: 'DatabaseOutlined',
    weigh: 145,
    children: [{ name: 'bunker/deliveryNote', title: { 'zh-cn': '燃油交付单', en: 'Delivery notes (BDN)' }, icon: 'FileProtectOutlined', actions: CRUD }],
  },
];
