import { CRUD, type MenuSeed } from '../../platform/menus.js';

/**
 * 评价与评审 (DOMAIN.md §4.11), weigh 90. `evaluation/review` keeps the placeholder's name (the management
 * reviews), so the rules already in installations stay. Each part owns its entries.
 */
export const MENUS: readonly MenuSeed[] = [
  {
    name: 'evaluation',
    title: { 'zh-cn': '评价与评审', en: 'Evaluation and review' },
    icon: 'StarOutlined',
    weigh: 90,
    children: [
      // review/
      {
        name: 'evaluation/review',
        title: { 'zh-cn': '管理评审', en: 'Management reviews' },
        icon: 'StarOutlined',
        actions: [...CRUD, 'collect', 'hold', 'approveMinutes', 'decide', 'close', 'print'],
      },
      // masters/
      {
        name: 'evaluation/masterReview',
        title: { 'zh-cn': '船长评审', en: "Master's reviews" },
        icon: 'SolutionOutlined',
        actions: [...CRUD, 'submit', 'respond', 'close'],
      },
      // kpi/
      { name: 'evaluation/kpi', title: { 'zh-cn': '体系目标与指标', en: 'KPI objectives' }, icon: 'AimOutlined', actions: CRUD },
      // appraisal/
      {
        name: 'evaluation/appraisal',
        title: { 'zh-cn': '船员考评', en: 'Crew appraisals' },
        icon: 'LikeOutlined',
        actions: [...CRUD, 'submit', 'countersign', 'review'],
      },
    ],
  },
];
