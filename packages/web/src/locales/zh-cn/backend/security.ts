/** The security area (issue 6): recycle bin, sensitive-data rules and logs (contract resources/security.ts). */
export default {
  security: {
    dataRecycle: {
      name: '规则名称',
      resource: '资源',
      data_table: '数据表',
      status: '状态',
      status_options: {
        enable: '启用',
        disable: '禁用'
      },
      created_at: '创建时间'
    },
    dataRecycleLog: {
      resource: '资源',
      record_id: '记录 ID',
      record_label: '记录',
      username: '删除人',
      data: '保存的数据',
      ip: 'IP 地址',
      created_at: '删除时间',
      restored_at: '还原时间',
      restored_by: '还原人'
    },
    sensitiveData: {
      name: '规则名称',
      resource: '资源',
      fields: '监控字段',
      data_table: '数据表',
      status: '状态',
      status_options: {
        enable: '启用',
        disable: '禁用'
      },
      created_at: '创建时间',
      pickResource: '请先选择资源'
    },
    sensitiveDataLog: {
      resource: '资源',
      record_id: '记录 ID',
      data_field: '字段',
      before: '修改前',
      after: '修改后',
      username: '修改人',
      ip: 'IP 地址',
      created_at: '修改时间',
      rolled_back_at: '回滚时间'
    }
  },
};
