/** This part's page words (its resources' field words come with the module's manifest). */
export default {
  evaluationReview: {
    print: '打印评审报告（PDF）',
    period: '评审期间',
    inputs: '评审输入',
    noInputs: '尚未收集评审输入：请点击“收集输入”。',
    figure: '项目',
    target: '目标',
    value: '数值',
    decisions: '评审决定',
    noDecisions: '尚无评审决定。',
    decision: '决定',
    due: '完成期限',
    made: '落实方式',
    closed: '已关闭',
    open: '未关闭',
  },
};
