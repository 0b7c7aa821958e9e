/** This part's page words (its resources' field words come with the module's manifest). */
export default {
  evaluationMasters: {
    noItems: '暂无评审条目',
    comment: '意见',
    suggestion: '建议',
    response: '公司答复',
    accepted: '已采纳',
    notAccepted: '未采纳',
    awaiting: '等待公司答复',
    respondTitle: '答复船长评审',
    followUpLabel: '后续措施',
    section: '体系章节',
    addItem: '添加条目',
    removeItem: '删除条目',
    followUp: { dcr: '文件修改申请', ncr: '不符合报告', none: '无需后续措施' },
  },
};
