import { eq } from 'drizzle-orm';
import type { AdminInfo } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { departmentLabel } from '../../platform/identity/department-label.js';
import { department, type AdminRow } from '../../platform/identity/tables.js';

/** The admin info of spec §3 as the browser stores it, with the administrator's department. */
export async function presentAdminInfo(db: Db, row: AdminRow): Promise<AdminInfo> {
  const [dept] = row.department_id
    ? await db.select({ name: department.name, name_en: department.name_en, dept_type: department.dept_type }).from(department).where(eq(department.id, row.department_id)).limit(1)
    : [];
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
    dept_name: dept ? departmentLabel(dept) : '',
    department_id: row.department_id ?? '',
    department_name: dept ? departmentLabel(dept) : '',
    dept_type: dept?.dept_type ?? '',
    is_leader: row.is_leader,
    weight_type: row.weight_type,
  };
}
