// antd's CommonJS theme, as theme-config.test.ts loads it.
import theme from 'antd/lib/theme';
import { describe, expect, it } from 'vitest';
import { accessibleThemeConfig } from '../layouts/theme-config';
import { LOGIN_TOKENS, cssVariableOf, loginStyleOf } from './login-tokens';

describe.each([
  ['light', false],
  ['dark', true],
] as const)('the login pages draw in the %s theme as antd would', (name, isDark) => {
  const computed = theme.getDesignToken(accessibleThemeConfig(isDark, theme)) as unknown as Record<string, unknown>;
  it.each(Object.keys(LOGIN_TOKENS[name]))('%s is the theme’s', (token) => {
    expect(LOGIN_TOKENS[name][token as keyof (typeof LOGIN_TOKENS)['light']]).toBe(computed[token]);
  });
});

describe('the tokens as custom properties', () => {
  it('names each in kebab case under --login-', () => {
    expect(cssVariableOf('colorTextPlaceholder')).toBe('--login-color-text-placeholder');
    expect(loginStyleOf(true)['--login-color-bg-container']).toBe('#1d1e1f');
    expect(loginStyleOf(false)['--login-color-bg-container']).toBe('#ffffff');
  });
});
