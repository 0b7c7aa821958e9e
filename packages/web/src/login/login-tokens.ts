/**
 * The theme's colours and sizes the login pages draw with, as CSS custom properties. The login pages load
 * no antd (issue 21: they stay under 150 KB of script), so the tokens antd would compute from the theme
 * are written out here; login-tokens.test.ts holds each one to what antd computes from theme-config.ts,
 * so a change of the theme that is not made here fails there.
 */
export interface LoginTokens {
  colorPrimary: string;
  colorPrimaryHover: string;
  colorPrimaryActive: string;
  colorText: string;
  colorTextSecondary: string;
  colorTextHeading: string;
  colorTextPlaceholder: string;
  colorTextLightSolid: string;
  colorTextDisabled: string;
  colorBgContainer: string;
  colorBgContainerDisabled: string;
  colorBgElevated: string;
  colorBorder: string;
  colorError: string;
  colorErrorBg: string;
  colorErrorBorder: string;
  colorLink: string;
  colorLinkHover: string;
  colorLinkActive: string;
  colorIcon: string;
  colorIconHover: string;
  controlItemBgActive: string;
  controlItemBgHover: string;
  controlOutline: string;
}

export const LOGIN_TOKENS: Record<'light' | 'dark', LoginTokens> = {
  light: {
    colorPrimary: '#146be6',
    colorPrimaryHover: '#3d8ef2',
    colorPrimaryActive: '#084ebf',
    colorText: 'rgba(0,0,0,0.88)',
    colorTextSecondary: 'rgba(0,0,0,0.65)',
    colorTextHeading: 'rgba(0,0,0,0.88)',
    colorTextPlaceholder: '#707070',
    colorTextLightSolid: '#fff',
    colorTextDisabled: 'rgba(0,0,0,0.25)',
    colorBgContainer: '#ffffff',
    colorBgContainerDisabled: 'rgba(0,0,0,0.04)',
    colorBgElevated: '#ffffff',
    colorBorder: '#d9d9d9',
    colorError: '#cb3d3f',
    colorErrorBg: '#fff2f0',
    colorErrorBorder: '#f2c1bd',
    colorLink: '#146be6',
    colorLinkHover: '#4473a5',
    colorLinkActive: '#084ebf',
    colorIcon: '#707070',
    colorIconHover: 'rgba(0,0,0,0.88)',
    controlItemBgActive: '#e6f4ff',
    controlItemBgHover: 'rgba(0,0,0,0.04)',
    controlOutline: 'rgba(5,145,255,0.1)',
  },
  dark: {
    colorPrimary: '#1668dc',
    colorPrimaryHover: '#3c89e8',
    colorPrimaryActive: '#1554ad',
    colorText: 'rgba(255,255,255,0.85)',
    colorTextSecondary: 'rgba(255,255,255,0.65)',
    colorTextHeading: 'rgba(255,255,255,0.85)',
    colorTextPlaceholder: '#919292',
    colorTextLightSolid: '#fff',
    colorTextDisabled: 'rgba(255,255,255,0.25)',
    colorBgContainer: '#1d1e1f',
    colorBgContainerDisabled: 'rgba(255,255,255,0.08)',
    colorBgElevated: '#1f1f1f',
    colorBorder: '#424242',
    colorError: '#ca7c7d',
    colorErrorBg: '#291d1e',
    colorErrorBorder: '#543939',
    colorLink: '#5e93dc',
    colorLinkHover: '#8093ac',
    colorLinkActive: '#4d75ad',
    colorIcon: '#919292',
    colorIconHover: 'rgba(255,255,255,0.85)',
    controlItemBgActive: '#15325b',
    controlItemBgHover: 'rgba(255,255,255,0.08)',
    controlOutline: 'rgba(0,101,245,0.28)',
  },
};

/** `colorPrimary` → `--login-color-primary`. */
export function cssVariableOf(token: string): string {
  return `--login-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** The tokens of a theme as a style object of custom properties. */
export function loginStyleOf(isDark: boolean): Record<string, string> {
  return Object.fromEntries(Object.entries(LOGIN_TOKENS[isDark ? 'dark' : 'light']).map(([token, value]) => [cssVariableOf(token), value]));
}
