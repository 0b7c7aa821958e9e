import { describe, expect, it } from 'vitest';
import { selectParams } from '../../api/admin/resource';
import { appendPage, hasMorePages, idsOfValue, selectItemLabel } from './remote-options';

describe('remote select choices', () => {
  const rank = { id: 'r', label: 'Chief Officer', label_en: 'Chief Officer', label_zh: '大副' };

  it("name a bilingual record in the reader's language", () => {
    expect(selectItemLabel(rank, 'zh-cn')).toBe('大副');
    expect(selectItemLabel(rank, 'en')).toBe('Chief Officer');
    // A department's Chinese name is its label; its English one may be missing.
    expect(selectItemLabel({ id: 'd', label: '船员部', label_en: '', label_zh: '船员部' }, 'en')).toBe('船员部');
    // A seafarer without a Chinese name reads in English in either language.
    expect(selectItemLabel({ id: 's', label: 'JUAN CRUZ', label_en: 'JUAN CRUZ', label_zh: null }, 'zh-cn')).toBe('JUAN CRUZ');
  });

  it('name a record of one label as sent', () => {
    expect(selectItemLabel({ id: 'c', label: 'SEA-2024-001' }, 'zh-cn')).toBe('SEA-2024-001');
  });

  it('page: more while fewer are loaded than match, each choice once', () => {
    expect(hasMorePages(1, 20, 21)).toBe(true);
    expect(hasMorePages(1, 20, 20)).toBe(false);
    expect(hasMorePages(2, 20, 35)).toBe(false);
    const first = [{ id: 'chosen', label: 'A' }, { id: 'b', label: 'B' }];
    expect(appendPage(first, [{ id: 'chosen', label: 'A' }, { id: 'c', label: 'C' }]).map((item) => item.id)).toEqual(['chosen', 'b', 'c']);
  });

  it('ask for a page, a term, the chosen ids and declared filters', () => {
    expect(selectParams({ quickSearch: ' 王 ', page: 2, limit: 20, initValue: ['x'], search: [{ field: 'kind', operator: 'eq', val: 'ship_rank' }] })).toEqual({
      select: true,
      quick_search: '王',
      page: 2,
      limit: 20,
      initValue: ['x'],
      search: [{ field: 'kind', operator: 'eq', val: 'ship_rank' }],
    });
    expect(selectParams()).toEqual({ select: true });
    expect(idsOfValue(['a', '', 3])).toEqual(['a']);
  });
});
