import { describe, expect, it } from 'vitest';
import { AUTH_RESOURCES, adminResource, ruleResource } from '../resources/auth.js';
import { fieldLabelKey, optionLabelKey, resourceBase, resourceRight, titleKey } from './fields.js';

describe('resource names and keys', () => {
  it('names the base URL and the rights after the resource', () => {
    expect(resourceBase(adminResource)).toBe('/admin/auth.Admin/');
    expect(resourceRight(adminResource)).toBe('auth/admin');
    expect(resourceRight(adminResource, 'add')).toBe('auth/admin/add');
  });

  it('gives fields and options their keys under the resource, the title under the menu', () => {
    expect(fieldLabelKey(adminResource, { name: 'username' })).toBe('auth.admin.username');
    expect(optionLabelKey(adminResource, { name: 'status' }, 'enable')).toBe('auth.admin.status_options.enable');
    expect(titleKey(adminResource)).toBe('menu.auth/admin');
  });

  it('never gives a page title and a field label the same key', () => {
    for (const resource of AUTH_RESOURCES) {
      for (const field of resource.fields) expect(fieldLabelKey(resource, field)).not.toBe(titleKey(resource));
    }
    expect(ruleResource.fields.some((field) => field.name === 'title')).toBe(true);
  });
});
