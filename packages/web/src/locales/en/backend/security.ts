/** The security area (issue 6): recycle bin, sensitive-data rules and logs (contract resources/security.ts). */
export default {
  security: {
    dataRecycle: {
      name: 'Rule name',
      resource: 'Resource',
      data_table: 'Table',
      status: 'Status',
      status_options: {
        enable: 'Enabled',
        disable: 'Disabled'
      },
      created_at: 'Created'
    },
    dataRecycleLog: {
      resource: 'Resource',
      record_id: 'Record ID',
      record_label: 'Record',
      username: 'Deleted by',
      data: 'Stored copy',
      ip: 'IP address',
      created_at: 'Deleted at',
      restored_at: 'Restored at',
      restored_by: 'Restored by'
    },
    sensitiveData: {
      name: 'Rule name',
      resource: 'Resource',
      fields: 'Watched fields',
      data_table: 'Table',
      status: 'Status',
      status_options: {
        enable: 'Enabled',
        disable: 'Disabled'
      },
      created_at: 'Created',
      pickResource: 'Choose a resource first'
    },
    sensitiveDataLog: {
      resource: 'Resource',
      record_id: 'Record ID',
      data_field: 'Field',
      before: 'Before',
      after: 'After',
      username: 'Changed by',
      ip: 'IP address',
      created_at: 'Changed at',
      rolled_back_at: 'Rolled back at'
    }
  },
};
