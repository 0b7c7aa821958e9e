/**
 * The theme's tokens (spec §1, §4): antd's default or dark algorithm on the brand blue; the page
 * background and the card colour match the header tab backgrounds of spec §4 (light #f5f5f5 / #ffffff,
 * dark #141414 / #1d1e1f).
 *
 * Text meets WCAG 2.2 AA (1.4.3, 4.5:1) in both themes (issue 21). antd's own colours fall short in
 * places: secondary text, placeholders, the brand blue under white text, links and the selected tab in
 * dark, the error red, and the status and preset colours of tags. Each such colour is taken just far
 * enough towards black (light) or white (dark) to read on the surfaces it is drawn on, so the look stays
 * antd's. antd's theme object comes in as a parameter: the unit tests load it from antd's CommonJS build.
 */
import type { ThemeConfig, theme as antdTheme } from 'antd';
import { flatten, mixColors, readableOn } from './readable-color';

type AntdTheme = typeof antdTheme;

export const PRIMARY_COLOR = '#1677ff';

/** antd's preset tag colours (PresetColors of antd's theme, not exported from its entry point). */
const PRESET_COLORS = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'] as const;

/** `color` readable on each of `surfaces` (all light or all dark, so each step only adds contrast). */
function readableOnAll(color: string, surfaces: readonly string[], minimum?: number): string {
  return surfaces.reduce((current, surface) => readableOn(current, surface, minimum), color);
}

/** antd's background of inline code (`<Typography.Text code>`, a `code` in secondary text), not a token. */
const CODE_BACKGROUND = 'rgba(150, 150, 150, 0.1)';

/**
 * Page, card, popup, the faint fills of table headers and striped rows, and inline code on a card or a
 * popup, as opaque colours.
 */
function surfacesOf(token: ReturnType<AntdTheme['getDesignToken']>): string[] {
  return [
    ...[token.colorBgContainer, token.colorBgLayout, token.colorBgElevated, token.colorFillAlter, token.colorFillQuaternary].map((fill) =>
      flatten(fill, token.colorBgContainer),
    ),
    flatten(CODE_BACKGROUND, token.colorBgContainer),
    flatten(CODE_BACKGROUND, token.colorBgElevated),
  ];
}

function baseConfigOf(isDark: boolean, primary: string, antd: AntdTheme): ThemeConfig {
  return {
    algorithm: isDark ? antd.darkAlgorithm : antd.defaultAlgorithm,
    token: {
      colorPrimary: primary,
      borderRadius: 6,
      ...(isDark ? { colorBgLayout: '#141414', colorBgContainer: '#1d1e1f' } : { colorBgLayout: '#f5f5f5', colorBgContainer: '#ffffff' }),
    },
  };
}

export function accessibleThemeConfig(isDark: boolean, antd: AntdTheme): ThemeConfig {
  // Light: the brand blue carries white text (primary buttons) and is text itself (links, the selected
  // tab); a shade darker does both. Dark: the algorithm's darker blue carries white text; links and tabs
  // take a lighter one.
  const primary = isDark ? PRIMARY_COLOR : readableOnAll(PRIMARY_COLOR, ['#ffffff', '#f5f5f5']);
  const base = baseConfigOf(isDark, primary, antd);
  const derived = antd.getDesignToken(base);
  const surfaces = surfacesOf(derived);
  const text = (color: string) => readableOnAll(color, surfaces);
  const away = isDark ? '#ffffff' : '#000000';

  // The link and error colours are seeds, and the dark algorithm dims the seed it is given: each seed is
  // taken towards white (dark) or black (light) by the least amount for which what comes out reads.
  const seedThatReads = (key: 'colorLink' | 'colorError', start: string, reads: (out: string) => boolean): string | null => {
    const outOf = (seed: string) => antd.getDesignToken({ ...base, token: { ...base.token, [key]: seed } })[key];
    if (reads(derived[key])) return null;
    let [low, high] = [0, 1];
    for (let step = 0; step < 12; step += 1) {
      const middle = (low + high) / 2;
      if (reads(outOf(mixColors(start, away, middle)))) high = middle;
      else low = middle;
    }
    return mixColors(start, away, high);
  };
  const readsOnSurfaces = (out: string) => text(out) === out;
  const linkSeed = seedThatReads('colorLink', PRIMARY_COLOR, readsOnSurfaces);
  // The error red is the text of form errors and danger links; in light it also carries the white text
  // of danger buttons (in dark those take dark text, below).
  const errorSeed = seedThatReads('colorError', derived.colorError, (out) => readsOnSurfaces(out) && (isDark || readableOn('#ffffff', out) === '#ffffff'));
  const token = {
    ...base.token,
    ...(linkSeed ? { colorLink: linkSeed } : {}),
    ...(errorSeed ? { colorError: errorSeed } : {}),
  };
  const final = antd.getDesignToken({ ...base, token });

  const tagTokens: Record<string, string> = {};
  for (const name of PRESET_COLORS) {
    const key = `${name}7` as keyof typeof final;
    tagTokens[key] = readableOn(String(final[key]), String(final[`${name}1` as keyof typeof final]));
  }
  for (const status of ['Success', 'Info', 'Warning', 'Error'] as const) {
    tagTokens[`color${status}`] = readableOn(final[`color${status}`], final[`color${status}Bg`]);
  }
  return {
    ...base,
    token: {
      ...token,
      colorTextTertiary: text(final.colorTextTertiary),
      colorTextDescription: text(final.colorTextDescription),
      colorTextPlaceholder: text(final.colorTextPlaceholder),
      colorLinkHover: text(final.colorLinkHover),
      colorPrimaryText: text(final.colorPrimaryText),
      colorPrimaryTextHover: text(final.colorPrimaryTextHover),
      colorInfoText: text(final.colorInfoText),
      colorSuccessText: text(final.colorSuccessText),
      colorWarningText: text(final.colorWarningText),
      colorErrorText: text(final.colorErrorText),
      // The keyboard focus ring of antd's controls (and the slider's track): 3:1 against what is around
      // it (WCAG 1.4.11); antd's pale blue is 1.6:1 on white.
      colorPrimaryBorder: readableOnAll(final.colorPrimaryBorder, surfaces, 3),
    },
    components: {
      Tag: tagTokens,
      // An empty table's 'No data' is drawn in the disabled grey, which is not there to be read.
      Table: { colorTextDisabled: text(final.colorTextTertiary) },
      Tabs: { itemSelectedColor: final.colorLink, itemActiveColor: final.colorLink, itemHoverColor: text(final.colorPrimaryHover) },
      // White does not read on the lighter red of dark: danger buttons take the darkest text that does.
      ...(isDark ? { Button: { dangerColor: readableOn('#ffffff', final.colorError) } } : {}),
    },
  };
}
