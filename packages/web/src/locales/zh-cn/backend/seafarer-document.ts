/** crew.SeafarerDocument 的字段（`crew.seafarerDocument.{field}`），由 backend.ts 并入 `crew`：船员证件即持证方为船员的证书。 */
import { certWords } from './cert';

export default {
  seafarerDocument: {
    id: '证件 ID',
    seafarer_id: '船员',
    cert_type_id: '证件',
    doc_category: '类别',
    doc_category_options: certWords.docCategories,
    cert_no: '编号',
    issuing_country: '签发国',
    issuing_authority: '签发机关',
    issue_date: '签发日期',
    expiry_date: '到期日期',
    stcw_reg: 'STCW 规则',
    capacity: '适任/限制',
    status: '状态',
    status_options: certWords.statuses,
    verified_by: '核验人',
    verified_at: '核验',
    dept_id: '部门',
    files: '扫描件',
    remarks: '备注',
  },
};
