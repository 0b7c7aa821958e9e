/** 打印文件（issue 22）：打印按钮与船员名单对话框。 */
export default {
  printables: {
    failed: '文件未能生成：{{reason}}',
    crewList: '船员名单（FAL 5）',
    crewListTitle: 'IMO 船员名单（FAL 表格 5）',
    crewListHint: '当日在船船员，英文格式，供港口当局查验。',
    date: '日期',
    voyage: '航次号',
    port: '抵达/离开港',
    direction: '抵港或离港',
    arrival: '抵港',
    departure: '离港',
    lastPort: '上一挂靠港',
    download: '下载 PDF',
    certificates: '证书状态报告（PDF）',
    seafarerRecord: '打印履历（PDF）',
    ncrReport: '打印报告（PDF）',
    auditReport: '打印审核报告（PDF）',
  },
};
