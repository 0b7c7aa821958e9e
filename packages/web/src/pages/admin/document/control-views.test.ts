import { describe, expect, it } from 'vitest';
import { folderAndBelow, folderTree, highlightParts, reviewState, versionActions } from './control-views';

describe('document control views', () => {
  it('builds the folder tree from parent ids and takes a folder with everything below it', () => {
    const tree = folderTree(
      [
        { id: 'a', code: 'L2', name_en: 'Procedures', name_zh: '程序文件', level: 'L2', parent_id: null },
        { id: 'b', code: 'L2-M', name_en: 'Marine', name_zh: '海务', level: 'L2', parent_id: 'a' },
        { id: 'c', code: 'L2-M-1', name_en: 'Navigation', name_zh: '航行', level: 'L2', parent_id: 'b' },
        { id: 'd', code: 'X', name_en: 'Orphan', name_zh: '', level: 'L3', parent_id: 'gone' },
      ],
      'zh-cn',
    );
    expect(tree.map((node) => node.name)).toEqual(['程序文件', 'Orphan']);
    expect(folderAndBelow(tree, 'b')).toEqual(['b', 'c']);
    expect(folderAndBelow(tree, 'c')).toEqual(['c']);
  });

  it('marks the review due 30 days ahead and overdue the day after', () => {
    expect(reviewState('2026-12-31', '2026-12-01')).toBe('due_soon');
    expect(reviewState('2026-12-31', '2026-11-30')).toBe('ok');
    expect(reviewState('2026-12-31', '2026-12-31')).toBe('due_soon');
    expect(reviewState('2026-12-31', '2027-01-01')).toBe('overdue');
    expect(reviewState(null, '2027-01-01')).toBeNull();
  });

  it('highlights every term in a snippet whatever its case, Chinese included', () => {
    expect(highlightParts('Ballast water: BALLAST tanks', ['ballast'])).toEqual([
      { text: 'Ballast', hit: true },
      { text: ' water: ', hit: false },
      { text: 'BALLAST', hit: true },
      { text: ' tanks', hit: false },
    ]);
    expect(highlightParts('船长应确认拖缆状态', ['拖缆状态']).filter((part) => part.hit).map((part) => part.text)).toEqual(['拖缆状态']);
    expect(highlightParts('a (b)', ['(b)'])).toEqual([{ text: 'a ', hit: false }, { text: '(b)', hit: true }]);
  });

  it('offers issue only once the effective date has come', () => {
    expect(versionActions('approved', '2026-12-02', '2026-12-01')).not.toContain('issue');
    expect(versionActions('approved', '2026-12-01', '2026-12-01')).toContain('issue');
    expect(versionActions('in_review', '2026-12-01', '2026-12-01')).toEqual([]);
  });
});
