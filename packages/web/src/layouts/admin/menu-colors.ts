/**
 * The menu's colours (spec §3: the administrator's to pick, each a [light, dark] pair), kept readable
 * (WCAG 2.2 AA, 4.5:1) wherever antd draws them: an item's text on the menu, the hovered or pressed
 * item's on antd's hover and press fills over the menu, and the selected item's on its own background;
 * the collapsed menu's pop-up lists take the menu's background, so the same holds there.
 * The defaults' #1677ff read at 3.7:1 on the selected item's #e6f4ff, and at 4.0:1 (light) and 3.9:1
 * (dark) on the hover fill; each such colour is taken just far enough towards black or white to read.
 */
import { colorOf, type LayoutConfig } from '../../stores/layout-config';
import { flatten, readableOn } from '../readable-color';

/** antd's fills of a hovered and of a pressed menu item in the theme in use (colorBgTextHover, controlItemBgActive). */
export interface MenuFills {
  hover: string;
  pressed: string;
}

type MenuColorKeys = 'menuBackground' | 'menuColor' | 'menuActiveBackground' | 'menuActiveColor';

/** The Menu component tokens of the picked colours. */
export function menuColors(config: Pick<LayoutConfig, MenuColorKeys>, dark: boolean, fills: MenuFills) {
  const background = colorOf(config.menuBackground, dark);
  const selectedBackground = colorOf(config.menuActiveBackground, dark);
  const active = colorOf(config.menuActiveColor, dark);
  // An item's surfaces under the pointer: the menu, and antd's translucent fills over it.
  const underPointer = [background, flatten(fills.hover, background), flatten(fills.pressed, background)];
  const readableOnAll = (color: string, surfaces: readonly string[]) => surfaces.reduce((current, surface) => readableOn(current, surface), color);
  return {
    itemBg: background,
    subMenuItemBg: background,
    // The collapsed menu's pop-up lists are the menu too (antd draws them on its popup grey otherwise).
    popupBg: background,
    itemColor: readableOn(colorOf(config.menuColor, dark), background),
    itemHoverColor: readableOnAll(active, underPointer),
    itemSelectedBg: selectedBackground,
    itemSelectedColor: readableOn(active, selectedBackground),
    // The title of the directory holding the selected page, hovered too.
    subMenuItemSelectedColor: readableOnAll(active, underPointer),
  };
}
