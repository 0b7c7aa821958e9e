import { describe, expect, it } from 'vitest';
import { adminIndexAnswer } from './admin-index.js';

const sampleAdminInfo = {
  id: '1',
  username: 'admin',
  nickname: 'Admin',
  avatar: '',
  date_joined: '2024-01-01 00:00:00',
  super: true,
  is_superuser: 1,
  last_name: '',
  lastlogintime: null,
  dept_name: '',
  department_id: '',
  department_name: '',
  dept_type: '',
  is_leader: false,
  weight_type: 0,
};

const sampleSiteConfig = {
  siteName: 'Vessel',
  recordNumber: '',
  version: '1.0.0',
  cdnUrl: '',
  apiUrl: '',
  upload: { mode: 'local', maxsize: '10mb', mimetype: '*', savename: '' },
  headNav: [],
};

const sampleMenu = () => ({
  id: '1',
  pid: null,
  type: 'menu',
  title: 'Ships',
  name: 'fleet/ship',
  path: 'fleet/ship',
  icon: '',
  menu_type: 'tab',
  url: '',
  component: '/src/views/backend/fleet/ship/index.vue',
  keepalive: true,
  children: [],
});

const sample = {
  adminInfo: sampleAdminInfo,
  menus: [sampleMenu()],
  rights: ['fleet/ship', 'fleet/ship/add'],
  nav: [{ id: 1, name: '船舶管理', fourNav: [{ name: '船舶档案' }] }],
  siteConfig: sampleSiteConfig,
  terminal: { packageManager: 'pnpm', port: '8000' },
};

describe('adminIndexAnswer (GET /admin/index/index)', () => {
  it('accepts the answer of CONTRACT.md', () => {
    expect(adminIndexAnswer.safeParse(sample).success).toBe(true);
  });

  it.each(['adminInfo', 'menus', 'rights', 'nav', 'siteConfig', 'terminal'])('requires %s', (field) => {
    const { [field as keyof typeof sample]: _removed, ...rest } = sample;
    expect(adminIndexAnswer.safeParse(rest).success).toBe(false);
  });

  it('rights is a list of strings', () => {
    expect(adminIndexAnswer.safeParse({ ...sample, rights: [1] }).success).toBe(false);
    expect(adminIndexAnswer.safeParse({ ...sample, rights: 'fleet/ship' }).success).toBe(false);
  });

  it('validates the nested parts', () => {
    expect(adminIndexAnswer.safeParse({ ...sample, adminInfo: { ...sampleAdminInfo, super: 'yes' } }).success).toBe(false);
    expect(adminIndexAnswer.safeParse({ ...sample, nav: [{ id: 1 }] }).success).toBe(false);
    expect(adminIndexAnswer.safeParse({ ...sample, menus: [{ ...sampleMenu(), type: 'x' }] }).success).toBe(false);
  });
});
