import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DictOption } from '@vessel/contract';

const get = vi.fn();
vi.mock('../../api/app-http-client', () => ({ http: { get: (...args: unknown[]) => get(...args) } }));

const { dictionaryQuery, forgetDictionary, DICT_URL } = await import('../../api/admin/dictionaries');
const { queryClient } = await import('../../api/query-client');

/** A type's items as `useDictionary` reads them, through the shared cache. */
const dictionaryItems = (type: string) => queryClient.fetchQuery(dictionaryQuery(type));
const { dictChoices } = await import('./dict-choices');

const flags: DictOption[] = [
  { code: 'PA', name_en: 'Panama', name_zh: '巴拿马', extra: {} },
  { code: 'LR', name_en: 'Liberia', name_zh: '', extra: {} },
];

describe('dictionary choices', () => {
  beforeEach(() => {
    get.mockReset();
    queryClient.clear();
  });

  it("name each item in the reader's language (English when the Chinese name is empty), in the server's order", () => {
    expect(dictChoices(flags, [], 'zh-cn')).toEqual([
      { value: 'PA', label: '巴拿马' },
      { value: 'LR', label: 'Liberia' },
    ]);
    expect(dictChoices(flags, [], 'en').map((choice) => choice.label)).toEqual(['Panama', 'Liberia']);
  });

  it('keep a code the record holds that the dictionary no longer lists, under the code itself', () => {
    expect(dictChoices(flags, ['PA', 'XX'], 'en')).toEqual([
      { value: 'PA', label: 'Panama' },
      { value: 'LR', label: 'Liberia' },
      { value: 'XX', label: 'XX' },
    ]);
  });

  it('ask the server once per type, and again once the type (or every type) is forgotten', async () => {
    get.mockResolvedValue({ code: 1, data: flags });
    await Promise.all([dictionaryItems('flag'), dictionaryItems('flag')]);
    expect(await dictionaryItems('flag')).toEqual(flags);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]!.slice(0, 2)).toEqual([DICT_URL, { type: 'flag' }]);
    forgetDictionary('mou');
    await dictionaryItems('flag');
    expect(get).toHaveBeenCalledTimes(1);
    forgetDictionary('flag');
    expect(await dictionaryItems('flag')).toEqual(flags);
    expect(get).toHaveBeenCalledTimes(2);
    forgetDictionary(null);
    await dictionaryItems('flag');
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('answer no items for a refusal, and ask again after a failed request', async () => {
    get.mockResolvedValueOnce({ code: 0, data: { errors: { type: 'bad' } } });
    expect(await dictionaryItems('Bad-Type')).toEqual([]);
    get.mockRejectedValueOnce(new Error('offline'));
    await expect(dictionaryItems('mou')).rejects.toThrow('offline');
    get.mockResolvedValueOnce({ code: 1, data: [{ code: 'paris', name_en: 'Paris MoU', name_zh: '巴黎备忘录', extra: {} }] });
    expect((await dictionaryItems('mou')).map((item) => item.code)).toEqual(['paris']);
  });
});
