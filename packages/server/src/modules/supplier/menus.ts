import { CRUD, type MenuSeed } from '../../platform/menus.js';

/**
 * 供应商管理 (DOMAIN.md §4.14), weigh 60. `supplier/company` keeps the placeholder's name, so the rules
 * already in installations stay.
 */
export const MENUS: readonly MenuSeed[] = [
  {
    name: 'supplier',
    title: { 'zh-cn': '供应商管理', en: 'Suppliers' },
    icon: 'ShopOutlined',
    weigh: 60,
    children: [
      { name: 'supplier/company', title: { 'zh-cn': '供应商', en: 'Supplier companies' }, icon: 'ShopOutlined', actions: [...CRUD, 'submit', 'suspend', 'blacklist', 'reinstate'] },
      { name: 'supplier/evaluation', title: { 'zh-cn': '供应商评价', en: 'Supplier evaluations' }, icon: 'StarOutlined', actions: CRUD },
      // Restricted: a role of its own reads or changes bank details (finance); the sensitive-data log records every change.
      { name: 'supplier/bank', title: { 'zh-cn': '供应商银行信息', en: 'Supplier bank details' }, icon: 'BankOutlined', actions: CRUD },
    ],
  },
];
