// antd's CommonJS theme: its entry point does not load under vitest's Node (theme-config.ts takes it as a parameter).
import theme from 'antd/lib/theme';
import { describe, expect, it } from 'vitest';
import { contrastRatio, flatten } from './readable-color';
import { accessibleThemeConfig } from './theme-config';

const AA = 4.5;

describe.each([
  ['light', false],
  ['dark', true],
] as const)('the %s theme reads at WCAG AA (issue 21)', (_name, isDark) => {
  const config = accessibleThemeConfig(isDark, theme);
  const token = theme.getDesignToken(config);
  const surfaces = [
    ...[token.colorBgContainer, token.colorBgLayout, token.colorBgElevated, token.colorFillAlter, token.colorFillQuaternary].map((fill) =>
      flatten(fill, token.colorBgContainer),
    ),
    // Inline code (antd's own grey, not a token) on a card and on a popup: secondary text holds code.
    ...[token.colorBgContainer, token.colorBgElevated].map((ground) => flatten('rgba(150, 150, 150, 0.1)', ground)),
  ];

  it('keeps the page and card colours of spec §4', () => {
    expect([token.colorBgLayout, token.colorBgContainer]).toEqual(isDark ? ['#141414', '#1d1e1f'] : ['#f5f5f5', '#ffffff']);
  });

  it.each([
    'colorText',
    'colorTextSecondary',
    'colorTextTertiary',
    'colorTextDescription',
    'colorTextPlaceholder',
    'colorLink',
    'colorPrimaryText',
    'colorInfoText',
    'colorSuccessText',
    'colorWarningText',
    'colorErrorText',
  ] as const)('%s on every surface', (key) => {
    for (const surface of surfaces) expect(contrastRatio(token[key], surface), `${token[key]} on ${surface}`).toBeGreaterThanOrEqual(AA);
  });

  it('white text on primary buttons, and the selected tab', () => {
    expect(contrastRatio('#ffffff', token.colorPrimary)).toBeGreaterThanOrEqual(AA);
    const tabs = config.components?.Tabs ?? {};
    for (const surface of surfaces) expect(contrastRatio(String(tabs.itemSelectedColor), surface)).toBeGreaterThanOrEqual(AA);
  });

  it('tags: status and preset colours on their own backgrounds', () => {
    const tag = (config.components?.Tag ?? {}) as Record<string, string>;
    for (const status of ['Success', 'Info', 'Warning', 'Error'] as const) {
      expect(contrastRatio(tag[`color${status}`] ?? '', token[`color${status}Bg`]), status).toBeGreaterThanOrEqual(AA);
    }
    for (const name of ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'] as const) {
      expect(contrastRatio(tag[`${name}7`] ?? '', token[`${name}1`]), name).toBeGreaterThanOrEqual(AA);
    }
  });

  it('the keyboard focus ring stands out at 3:1 (WCAG 1.4.11)', () => {
    for (const surface of surfaces) expect(contrastRatio(token.colorPrimaryBorder, surface)).toBeGreaterThanOrEqual(3);
  });

  it('danger links and form errors read; danger buttons carry readable text', () => {
    for (const surface of surfaces) expect(contrastRatio(token.colorError, surface)).toBeGreaterThanOrEqual(AA);
    const dangerText = String(config.components?.Button?.dangerColor ?? '#ffffff');
    expect(contrastRatio(dangerText, token.colorError)).toBeGreaterThanOrEqual(AA);
  });
});
