import { describe, expect, it } from 'vitest';
import { isIconName, searchIconNames } from './icon-names';

describe('icon names', () => {
  it('knows antd icon component names', () => {
    expect(isIconName('UserOutlined')).toBe(true);
    expect(isIconName('StarTwoTone')).toBe(true);
    expect(isIconName('createFromIconfontCN')).toBe(false);
    expect(isIconName('default')).toBe(false);
  });

  it('finds names by every word of the search, outlined first', () => {
    const names = ['UserFilled', 'UserOutlined', 'UserAddOutlined', 'TeamOutlined', 'UserTwoTone'];
    expect(searchIconNames(names, 'user')).toEqual(['UserAddOutlined', 'UserOutlined', 'UserFilled', 'UserTwoTone']);
    expect(searchIconNames(names, 'user add')).toEqual(['UserAddOutlined']);
    expect(searchIconNames(names, '', 2)).toEqual(['TeamOutlined', 'UserAddOutlined']);
  });
});
