import type { AdminInfo } from '@vessel/contract';
import type { AdminRow } from './tables.js';

/** The admin info of spec §3 as the browser stores it. Department fields arrive with departments. */
export function presentAdminInfo(row: AdminRow): AdminInfo {
  return {
    id: row.id,
    avatar: row.avatar,
    username: row.username,
    nickname: row.nickname || row.username,
    date_joined: row.created_at.toISOString(),
    super: row.is_super,
    is_superuser: row.is_super ? 1 : 0,
    last_name: row.last_name,
    lastlogintime: row.last_login_at ? row.last_login_at.toISOString() : null,
    dept_name: '',
    department_name: '',
    dept_type: '',
    is_leader: row.is_leader,
    weight_type: row.weight_type,
  };
}
