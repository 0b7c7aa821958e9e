import { Button, Divider, Drawer, Radio, Segmented, Select, Slider, Switch, Typography, theme } from 'antd';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COLOR_KEYS,
  COLOR_SCHEMES,
  LAYOUT_MODES,
  MAIN_ANIMATIONS,
  colorOf,
  useLayoutConfig,
  type ColorKey,
  type LayoutMode,
} from '../../stores/layout-config';

const MENU_COLORS: readonly ColorKey[] = COLOR_KEYS.filter((key) => key.startsWith('menu'));
const HEADER_COLORS: readonly ColorKey[] = COLOR_KEYS.filter((key) => key.startsWith('header'));

/** A small picture of a layout, for the layout mode choice. */
function LayoutPreview({ mode }: { mode: LayoutMode }) {
  return (
    <span aria-hidden className={`layout-preview layout-preview--${mode}`}>
      <span className="layout-preview__aside" />
      <span className="layout-preview__main">
        <span className="layout-preview__header" />
        <span className="layout-preview__body" />
      </span>
    </span>
  );
}

function Row({ label, children, id }: { label: ReactNode; children: ReactNode; id: string }) {
  return (
    <div className="settings-row">
      <label htmlFor={id} className="settings-row__label">
        {label}
      </label>
      {children}
    </div>
  );
}

function ColorRow({ colorKey }: { colorKey: ColorKey }) {
  const { t } = useTranslation('backend');
  const id = useId();
  const isDark = useLayoutConfig((state) => state.isDark);
  const value = useLayoutConfig((state) => colorOf(state[colorKey], isDark));
  const setColor = useLayoutConfig((state) => state.setColor);
  return (
    <Row id={id} label={t(`layout.color.${colorKey}`)}>
      <span className="settings-color">
        <code>{value}</code>
        <input id={id} type="color" value={value} onChange={(event) => setColor(colorKey, isDark, event.target.value)} />
      </span>
    </Row>
  );
}

function SwitchRow({ field }: { field: 'menuCollapse' | 'menuUniqueOpened' | 'menuShowTopBar' }) {
  const { t } = useTranslation('backend');
  const id = useId();
  const checked = useLayoutConfig((state) => state[field]);
  const setLayout = useLayoutConfig((state) => state.setLayout);
  const setMenuCollapse = useLayoutConfig((state) => state.setMenuCollapse);
  return (
    <Row id={id} label={t(`layout.${field}`)}>
      <Switch
        id={id}
        size="small"
        checked={checked}
        onChange={(value) => (field === 'menuCollapse' ? setMenuCollapse(value) : setLayout(field, value))}
      />
    </Row>
  );
}

/** The layout settings of spec §3, opened from the header; every change applies at once and is kept. */
export function SettingsDrawer() {
  const { t } = useTranslation('backend');
  const config = useLayoutConfig();
  const animationId = useId();
  const widthId = useId();
  const themeName = t(config.isDark ? 'shell.themeDark' : 'shell.themeLight');
  const { token } = theme.useToken();
  const previewColors = {
    '--preview-page': token.colorBgLayout,
    '--preview-card': token.colorBgContainer,
    '--preview-border': token.colorBorder,
    '--preview-primary': token.colorPrimary,
  } as CSSProperties;

  return (
    <Drawer
      title={t('layout.title')}
      placement="right"
      size={320}
      open={config.showDrawer}
      onClose={() => config.setShowDrawer(false)}
      closable={{ 'aria-label': t('layout.close') }}
      className="settings-drawer"
      rootStyle={previewColors}
    >
      <Typography.Title level={5} id="settings-layout-mode">
        {t('layout.layoutMode')}
      </Typography.Title>
      <Radio.Group
        aria-labelledby="settings-layout-mode"
        value={config.layoutMode}
        onChange={(event) => config.setLayoutMode(event.target.value as LayoutMode)}
        className="settings-layout-modes"
      >
        {LAYOUT_MODES.map((mode) => (
          <Radio key={mode} value={mode} className="settings-layout-mode">
            <LayoutPreview mode={mode} />
            <span>{t(`layout.${mode}`)}</span>
          </Radio>
        ))}
      </Radio.Group>

      <Divider />
      <Typography.Title level={5} id="settings-theme">
        {t('layout.theme')}
      </Typography.Title>
      <Segmented
        block
        aria-labelledby="settings-theme"
        value={config.colorScheme}
        onChange={(value) => config.setColorScheme(value)}
        options={COLOR_SCHEMES.map((scheme) => ({
          value: scheme,
          label: t(scheme === 'auto' ? 'shell.themeAuto' : scheme === 'light' ? 'shell.themeLight' : 'shell.themeDark'),
        }))}
      />
      <Row id={animationId} label={t('layout.mainAnimation')}>
        <Select
          id={animationId}
          size="small"
          style={{ width: 140 }}
          value={config.mainAnimation}
          onChange={(value) => config.setLayout('mainAnimation', value)}
          options={MAIN_ANIMATIONS.map((animation) => ({ value: animation, label: t(`layout.animation.${animation}`) }))}
        />
      </Row>

      <Divider />
      <Typography.Title level={5}>{t('layout.menu')}</Typography.Title>
      <SwitchRow field="menuCollapse" />
      <SwitchRow field="menuUniqueOpened" />
      <SwitchRow field="menuShowTopBar" />
      <Row id={widthId} label={`${t('layout.menuWidth')} (${config.menuWidth}px)`}>
        <Slider
          id={widthId}
          style={{ width: 120 }}
          min={180}
          max={320}
          step={10}
          value={config.menuWidth}
          onChange={(value) => config.setLayout('menuWidth', value)}
          ariaLabelForHandle={t('layout.menuWidth')}
          ariaValueTextFormatterForHandle={(value) => `${value ?? config.menuWidth}px`}
        />
      </Row>
      <Typography.Paragraph type="secondary" className="settings-hint">
        {t('layout.colorsHint', { theme: themeName })}
      </Typography.Paragraph>
      {MENU_COLORS.map((key) => (
        <ColorRow key={key} colorKey={key} />
      ))}

      <Divider />
      <Typography.Title level={5}>{t('layout.header')}</Typography.Title>
      {HEADER_COLORS.map((key) => (
        <ColorRow key={key} colorKey={key} />
      ))}

      <Divider />
      <Button block danger onClick={() => config.reset()}>
        {t('layout.reset')}
      </Button>
    </Drawer>
  );
}
