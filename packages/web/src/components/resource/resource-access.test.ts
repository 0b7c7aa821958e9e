import { describe, expect, it } from 'vitest';
import { adminLogResource, adminResource, departmentResource, type ResourceDef } from '@vessel/contract';
import { holds, pageRightRedirect, resourceAccess } from './resource-access';

describe('what an administrator may do on a resource page', () => {
  const clerk = { isSuper: false, rights: ['auth/admin', 'auth/admin/index', 'auth/department', 'auth/department/index', 'auth/department/add'] };

  it('shows a button only for a right held exactly', () => {
    const admins = resourceAccess(clerk, adminResource);
    expect(admins.can('index')).toBe(true);
    expect(admins.can('add')).toBe(false);
    expect(admins.can('edit')).toBe(false);
    expect(admins.can('del')).toBe(false);
    const departments = resourceAccess(clerk, departmentResource);
    expect(departments.can('add')).toBe(true);
    expect(departments.can('sortable')).toBe(false);
  });

  it('does not take a right that merely contains the name (the server checks exactly)', () => {
    expect(resourceAccess({ isSuper: false, rights: ['auth/admin/address'] }, adminResource).can('add')).toBe(false);
    expect(resourceAccess({ isSuper: false, rights: ['auth/admin/add'] }, adminResource).can('add')).toBe(true);
  });

  it('gives nothing to a session without rights (the spec lets such a user pass the substring check)', () => {
    expect(resourceAccess({ isSuper: false, rights: [] }, adminResource).can('index')).toBe(false);
  });

  it('lets a super administrator do every action the resource has, and no other', () => {
    const root = { isSuper: true, rights: [] };
    expect(resourceAccess(root, adminResource).can('del')).toBe(true);
    expect(resourceAccess(root, adminLogResource).can('add')).toBe(false);
    expect(resourceAccess(root, adminResource).can('sortable')).toBe(false);
    expect(resourceAccess(root, departmentResource).can('sortable')).toBe(true);
  });

  it('offers sortable only to a resource with weights, and workflow steps by name', () => {
    const def: ResourceDef = { ...adminResource, actions: ['index', 'sortable'], steps: [{ name: 'restore', batch: true }] };
    const session = { isSuper: false, rights: ['auth/admin/sortable', 'auth/admin/restore'] };
    expect(resourceAccess(session, def).can('sortable')).toBe(false);
    expect(resourceAccess(session, { ...def, weigh: true }).can('sortable')).toBe(true);
    expect(resourceAccess(session, def).can('restore')).toBe(true);
  });

  it('checks membership for a single right', () => {
    expect(holds(clerk, 'auth/admin')).toBe(true);
    expect(holds(clerk, 'auth/rule')).toBe(false);
  });
});

describe('opening a page by its URL', () => {
  const session = { loaded: true, isSuper: false, rights: ['auth/admin', 'auth/admin/index'] };

  it('lets in an administrator holding the menu right', () => {
    expect(pageRightRedirect(session, 'auth/admin', '/401')).toBeNull();
  });

  it('sends one without it to the no-permission page', () => {
    expect(pageRightRedirect(session, 'auth/rule', '/401')).toBe('/401');
    expect(pageRightRedirect({ ...session, rights: ['auth/admin/index'] }, 'auth/admin', '/401')).toBe('/401');
  });

  it('lets a super administrator in anywhere', () => {
    expect(pageRightRedirect({ loaded: true, isSuper: true, rights: [] }, 'auth/rule', '/401')).toBeNull();
  });

  it('leaves the decision to the shell until the session is loaded', () => {
    expect(pageRightRedirect({ loaded: false, isSuper: false, rights: [] }, 'auth/rule', '/401')).toBeNull();
  });
});
