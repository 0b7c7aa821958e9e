import { describe, expect, it } from 'vitest';
import { ruleResource } from '@vessel/contract';
import { defaultHiddenKeys, readHiddenKeys } from './column-visibility';
import { columnSpecs } from './resource-columns';

describe('column visibility', () => {
  const specs = columnSpecs(ruleResource);

  it('hides what the declaration hides until the user chooses', () => {
    expect(defaultHiddenKeys(specs)).toEqual(['pid', 'url', 'component', 'remark']);
    expect(readHiddenKeys(null, specs)).toEqual(['pid', 'url', 'component', 'remark']);
  });

  it("keeps the user's choice of this table's columns, and ignores a damaged one", () => {
    expect(readHiddenKeys('["icon","nope"]', specs)).toEqual(['icon']);
    expect(readHiddenKeys('[]', specs)).toEqual([]);
    expect(readHiddenKeys('{oops', specs)).toEqual(['pid', 'url', 'component', 'remark']);
    expect(readHiddenKeys('{"a":1}', specs)).toEqual(['pid', 'url', 'component', 'remark']);
  });
});
