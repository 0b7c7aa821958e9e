/** 控制台的统计数字（pages/admin/dashboard/overview-panel.tsx），由 backend.ts 并入 `dashboard`。 */
export default {
  overview: '船队概览',
  allShips: '全部船舶',
  asOf: '统计日期',
  asOfToday: '截至今天',
  judgedOn: '统计日期：{{date}}',
  unavailable: '概览数据加载失败。',
  retry: '重试',
  openList: '{{label}}：{{count}}，打开列表',
  withinDays_one: '{{count}} 天内',
  withinDays_other: '{{count}} 天内',
  mustBeZero: '应为零',
  rows: { red_flags: '红色警示', due_soon: '即将到期', my_todos: '我的待办' },
  tiles: {
    cert: {
      expired: '过期证书',
      endorsementOverdue: '签注逾期',
      expiring: '即将到期证书',
      expiring30: '30 天内到期证书',
      expiring60: '60 天内到期证书',
      expiring90: '90 天内到期证书',
      windowsOpen: '检验窗口期内',
    },
    crew: {
      safeManningGaps: '安全配员缺口',
      contractsEndingWithoutRelief: '合同到期未安排接班',
      documentsExpiredOnBoard: '在船船员过期证件',
      documentsExpiringDuringAssignment: '在船期间到期的船员证件',
    },
    todo: { overdue: '已逾期', today: '今天到期', thisWeek: '本周到期', open: '全部未完成' },
    approval: { pending: '我的待审批' },
    supervision: { detentions12m: '滞留（12 个月）', detentionsOpen: '当前滞留船舶', beforeDepartureOpen: '须开航前纠正的 PSC 缺陷' },
  },
  tileHints: {
    cert: {
      expired: '已超过到期日（含展期）的船舶和公司证书',
      endorsementOverdue: '检验窗口已关闭但未签注：证书实际上已失效',
      expiring: '在该期间内到期的船舶和公司证书',
      windowsOpen: '当前处于窗口期、尚未签注的年度、中间和定期检验',
    },
    crew: {
      safeManningGaps: '营运船舶上今日在船人数少于最低安全配员要求的职务数（一艘船缺两个职务计为 2）；船员时间轴显示同一数字',
      contractsEndingWithoutRelief: '即将到期且未安排接班的合同',
      documentsExpiredOnBoard: '今天在船的船员中已过期且未换新的证件',
      documentsExpiringDuringAssignment: '证件在计划下船日期前到期的船员',
    },
    todo: {
      overdue: '已超过截止日期的我的待办',
      today: '今天到期的我的待办',
      thisWeek: '7 天内到期的我的待办',
      open: '我的全部未完成待办',
    },
    approval: { pending: '等待我审批的步骤（每步一条待办）' },
    supervision: {
      detentions12m: '近 12 个月的港口国滞留（目标为零）',
      detentionsOpen: '尚未登记解除滞留的船舶',
      beforeDepartureOpen: '处理代码为 17 的未纠正缺陷：船长须在开航前纠正',
    },
  },
  charts: {
    supervision: { deficiencies: 'PSC 每次检查缺陷数（12 个月）' },
  },
};
