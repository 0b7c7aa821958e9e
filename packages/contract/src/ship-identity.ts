/**
 * A ship's identifiers and the countries they point to, as pure functions both the form (as you type) and
 * the server (on save) run: the IMO number's check digit and the MMSI's Maritime Identification Digits
 * (MID) against the flag. Countries are bilingual master data (DOMAIN.md decision 4).
 */

export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name_en: string;
  name_zh: string;
  /** ITU Maritime Identification Digits of the flag; empty when the country is only a nationality here. */
  mids: readonly number[];
}

/**
 * Flags a managed fleet commonly flies (DOMAIN.md §6.1 and the usual registries), and the nationalities
 * crews commonly hold. MIDs per ITU-R M.585 (MARS); a flag with several MIDs accepts any of them.
 */
export const COUNTRIES: readonly Country[] = [
  { code: 'CN', name_en: 'China', name_zh: '中国', mids: [412, 413, 414] },
  { code: 'HK', name_en: 'Hong Kong, China', name_zh: '中国香港', mids: [477] },
  { code: 'MO', name_en: 'Macao, China', name_zh: '中国澳门', mids: [453] },
  { code: 'TW', name_en: 'Taiwan, China', name_zh: '中国台湾', mids: [416] },
  { code: 'PA', name_en: 'Panama', name_zh: '巴拿马', mids: [351, 352, 353, 354, 355, 356, 357, 370, 371, 372, 373, 374] },
  { code: 'LR', name_en: 'Liberia', name_zh: '利比里亚', mids: [636, 637] },
  { code: 'MH', name_en: 'Marshall Islands', name_zh: '马绍尔群岛', mids: [538] },
  { code: 'SG', name_en: 'Singapore', name_zh: '新加坡', mids: [563, 564, 565, 566] },
  { code: 'MT', name_en: 'Malta', name_zh: '马耳他', mids: [215, 229, 248, 249, 256] },
  { code: 'BS', name_en: 'Bahamas', name_zh: '巴哈马', mids: [308, 309, 311] },
  { code: 'CY', name_en: 'Cyprus', name_zh: '塞浦路斯', mids: [209, 210, 212] },
  { code: 'GR', name_en: 'Greece', name_zh: '希腊', mids: [237, 239, 240, 241] },
  { code: 'JP', name_en: 'Japan', name_zh: '日本', mids: [431, 432] },
  { code: 'KR', name_en: 'Republic of Korea', name_zh: '韩国', mids: [440, 441] },
  { code: 'NO', name_en: 'Norway', name_zh: '挪威', mids: [257, 258, 259] },
  { code: 'GB', name_en: 'United Kingdom', name_zh: '英国', mids: [232, 233, 234, 235] },
  { code: 'DE', name_en: 'Germany', name_zh: '德国', mids: [211, 218] },
  { code: 'NL', name_en: 'Netherlands', name_zh: '荷兰', mids: [244, 245, 246] },
  { code: 'DK', name_en: 'Denmark', name_zh: '丹麦', mids: [219, 220] },
  { code: 'IT', name_en: 'Italy', name_zh: '意大利', mids: [247] },
  { code: 'FR', name_en: 'France', name_zh: '法国', mids: [226, 227, 228] },
  { code: 'US', name_en: 'United States', name_zh: '美国', mids: [338, 366, 367, 368, 369] },
  { code: 'IN', name_en: 'India', name_zh: '印度', mids: [419] },
  { code: 'PH', name_en: 'Philippines', name_zh: '菲律宾', mids: [548] },
  { code: 'ID', name_en: 'Indonesia', name_zh: '印度尼西亚', mids: [525] },
  { code: 'VN', name_en: 'Viet Nam', name_zh: '越南', mids: [574] },
  { code: 'MY', name_en: 'Malaysia', name_zh: '马来西亚', mids: [533] },
  { code: 'TR', name_en: 'Türkiye', name_zh: '土耳其', mids: [271] },
  { code: 'RU', name_en: 'Russian Federation', name_zh: '俄罗斯', mids: [273] },
  { code: 'AG', name_en: 'Antigua and Barbuda', name_zh: '安提瓜和巴布达', mids: [304, 305] },
  { code: 'PT', name_en: 'Portugal', name_zh: '葡萄牙', mids: [263] },
  { code: 'BE', name_en: 'Belgium', name_zh: '比利时', mids: [205] },
  { code: 'UA', name_en: 'Ukraine', name_zh: '乌克兰', mids: [] },
  { code: 'MM', name_en: 'Myanmar', name_zh: '缅甸', mids: [] },
  { code: 'BD', name_en: 'Bangladesh', name_zh: '孟加拉国', mids: [] },
  { code: 'LK', name_en: 'Sri Lanka', name_zh: '斯里兰卡', mids: [] },
];

export const COUNTRY_CODES = COUNTRIES.map((country) => country.code);
/** Countries that can be a ship's flag here (those with MIDs). */
export const FLAG_CODES = COUNTRIES.filter((country) => country.mids.length > 0).map((country) => country.code);

export function countryOf(code: string): Country | undefined {
  return COUNTRIES.find((country) => country.code === code);
}

/** The IMO number's seventh digit from its first six: Σ(dᵢ × (7..2)) mod 10. */
export function imoCheckDigit(firstSix: string): number {
  let sum = 0;
  for (let i = 0; i < 6; i++) sum += Number(firstSix[i]) * (7 - i);
  return sum % 10;
}

export type ImoCheck = { ok: true } | { ok: false; reason: 'format' } | { ok: false; reason: 'checkDigit'; expected: number; given: number };

/**
 * Checks an IMO ship identification number: seven digits (an "IMO" prefix is tolerated and ignored),
 * the last being the check digit of the first six (9074729: 9×7+0×6+7×5+4×4+7×3+2×2 = 139, 9 ✓).
 */
export function checkImo(value: string): ImoCheck {
  const digits = normaliseImo(value);
  if (!/^\d{7}$/.test(digits)) return { ok: false, reason: 'format' };
  const expected = imoCheckDigit(digits.slice(0, 6));
  const given = Number(digits[6]);
  return expected === given ? { ok: true } : { ok: false, reason: 'checkDigit', expected, given };
}

/** "IMO 9074729" and "9074729" are the same number. */
export function normaliseImo(value: string): string {
  return value.trim().replace(/^imo\s*/i, '');
}

export type MmsiCheck =
  | { ok: true; mid: number }
  | { ok: false; reason: 'format' }
  | { ok: false; reason: 'notShip'; mid: number }
  | { ok: false; reason: 'midMismatch'; mid: number; expected: readonly number[] }
  | { ok: false; reason: 'unknownFlag' };

/**
 * Checks a ship station's MMSI: nine digits whose first three (the MID, 2..7 first) belong to the flag.
 * Numbers starting 0 (coast and group stations), 8 (handhelds) or 9 (AIS aids, SAR) are not a ship's.
 */
export function checkMmsi(value: string, flag: string): MmsiCheck {
  const digits = value.trim();
  if (!/^\d{9}$/.test(digits)) return { ok: false, reason: 'format' };
  const mid = Number(digits.slice(0, 3));
  if (!/^[2-7]/.test(digits)) return { ok: false, reason: 'notShip', mid };
  const country = countryOf(flag);
  if (!country || country.mids.length === 0) return { ok: false, reason: 'unknownFlag' };
  return country.mids.includes(mid) ? { ok: true, mid } : { ok: false, reason: 'midMismatch', mid, expected: country.mids };
}

/** A valid IMO number from six digits (demo data, tests). */
export function imoFrom(firstSix: string): string {
  return `${firstSix}${imoCheckDigit(firstSix)}`;
}
