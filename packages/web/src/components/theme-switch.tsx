import { DesktopOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COLOR_SCHEMES, useLayoutConfig, type ColorScheme } from '../stores/layout-config';

const ICONS: Record<ColorScheme, ReactNode> = { auto: <DesktopOutlined />, light: <SunOutlined />, dark: <MoonOutlined /> };

/** Light, dark, or the system's (spec §4): the one switch of the admin header, the member area and its login. */
export function ThemeSwitch({ type = 'text', className }: { type?: 'text' | 'default'; className?: string }) {
  const { t } = useTranslation('common');
  const scheme = useLayoutConfig((state) => state.colorScheme);
  const isDark = useLayoutConfig((state) => state.isDark);
  const setScheme = useLayoutConfig((state) => state.setColorScheme);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [scheme],
        items: COLOR_SCHEMES.map((key) => ({ key, icon: ICONS[key], label: t(`theme.${key}`) })),
        onClick: ({ key }) => setScheme(key as ColorScheme),
      }}
    >
      <Button
        type={type}
        className={className}
        icon={scheme === 'auto' ? ICONS.auto : isDark ? ICONS.dark : ICONS.light}
        aria-label={`${t('theme.label')}: ${t(`theme.${scheme}`)}`}
      />
    </Dropdown>
  );
}
