// antd's CommonJS theme: its entry point does not load under vitest's Node.
import theme from 'antd/lib/theme';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT } from '../../stores/layout-config';
import { contrastRatio, flatten } from '../readable-color';
import { accessibleThemeConfig } from '../theme-config';
import { menuColors } from './menu-colors';

describe.each([
  ['light', false],
  ['dark', true],
] as const)('the menu in the %s theme with the default layout colours (issue 21)', (_name, dark) => {
  const token = theme.getDesignToken(accessibleThemeConfig(dark, theme));
  const fills = { hover: token.colorBgTextHover, pressed: token.controlItemBgActive };
  const colors = menuColors(DEFAULT_LAYOUT, dark, fills);
  const menu = DEFAULT_LAYOUT.menuBackground[dark ? 1 : 0];
  const underPointer = [menu, flatten(fills.hover, menu), flatten(fills.pressed, menu)];

  it('keeps the backgrounds of spec §3', () => {
    expect(colors.itemBg).toBe(menu);
    expect(colors.subMenuItemBg).toBe(menu);
    expect(colors.popupBg).toBe(menu);
    expect(colors.itemSelectedBg).toBe(DEFAULT_LAYOUT.menuActiveBackground[dark ? 1 : 0]);
  });

  it('reads at 4.5:1 on the menu, under the pointer and when selected', () => {
    expect(contrastRatio(colors.itemColor, menu)).toBeGreaterThanOrEqual(4.5);
    for (const surface of underPointer) {
      expect(contrastRatio(colors.itemHoverColor, surface), `hovered on ${surface}`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colors.subMenuItemSelectedColor, surface), `open directory on ${surface}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(colors.itemSelectedColor, colors.itemSelectedBg)).toBeGreaterThanOrEqual(4.5);
  });

  it("changes the spec's active colour only where it does not read", () => {
    const active = DEFAULT_LAYOUT.menuActiveColor[dark ? 1 : 0];
    // The spec's blue fell short under the pointer (4.0 light, 3.9 dark): it is taken a little darker or lighter.
    expect(contrastRatio(active, flatten(fills.hover, menu))).toBeLessThan(4.5);
    expect(colors.itemHoverColor).not.toBe(active);
    expect(contrastRatio(colors.itemHoverColor, active)).toBeLessThan(1.4);
  });
});
