import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '@vessel/contract';
import { siteNameOf } from './site-config';

describe('the site name every page shows', () => {
  it('is the setting, or the product name (the setting\'s first value) before the site config arrives', () => {
    expect(siteNameOf({ siteName: 'Harbour Line Fleet' })).toBe('Harbour Line Fleet');
    expect(siteNameOf({ siteName: '' })).toBe(PRODUCT_NAME);
    expect(siteNameOf({ siteName: '  ' })).toBe(PRODUCT_NAME);
  });
});
