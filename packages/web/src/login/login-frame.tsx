/**
 * The frame both login pages share: the backdrop, the header with the language and (member page) theme
 * menus, and the card. It sets the theme's colours as custom properties, the page's title and language,
 * and lets the first-load overlay go once the words are in (spec §2).
 */
import DesktopOutlined from '@ant-design/icons-svg/es/asn/DesktopOutlined';
import MoonOutlined from '@ant-design/icons-svg/es/asn/MoonOutlined';
import SunOutlined from '@ant-design/icons-svg/es/asn/SunOutlined';
import TranslationOutlined from '@ant-design/icons-svg/es/asn/TranslationOutlined';
import { useEffect, useState, type ReactNode } from 'react';
import { LANG_ARRAY, type Lang } from '@vessel/contract';
import { BrandMark } from '../components/brand-mark';
import { hideFirstLoadOverlay } from '../first-load-overlay';
import { useColorSchemeSync } from '../layouts/color-scheme';
import { savedLang, switchLang } from '../locales/saved-lang';
import { buildPageTitle } from '../router/page-title';
import { COLOR_SCHEMES, useLayoutConfig, type ColorScheme } from '../stores/layout-config';
import { useSiteName } from '../stores/site-config';
import { ChoiceMenu, loginStyles as styles } from './login-parts';
import { loginStyleOf } from './login-tokens';
import { loadWords, type LoginNamespace, type Words } from './login-words';

/** The language only changes through a reload (spec §4), so it is read once. */
export const pageLang: Lang = savedLang();

/** Words loaded before the first render (standalone.tsx fetches them beside the page's own chunk). */
let preloaded: { key: string; words: Words } | null = null;

export function setPreloadedWords(namespaces: readonly LoginNamespace[], words: Words): void {
  preloaded = { key: namespaces.join(','), words };
}

/** The words of the page, or null while they load. */
export function useLoginWords(namespaces: readonly LoginNamespace[]): Words | null {
  const key = namespaces.join(',');
  const [words, setWords] = useState<Words | null>(() => (preloaded?.key === key ? preloaded.words : null));
  useEffect(() => {
    if (words) return;
    let active = true;
    void loadWords(pageLang, key.split(',') as LoginNamespace[]).then((loaded) => {
      if (active) setWords(() => loaded);
    });
    return () => {
      active = false;
    };
  }, [key, words]);
  return words;
}

const SCHEME_ICONS = { auto: DesktopOutlined, light: SunOutlined, dark: MoonOutlined } as const;

function ThemeMenu({ words }: { words: Words }) {
  const scheme = useLayoutConfig((state) => state.colorScheme);
  const isDark = useLayoutConfig((state) => state.isDark);
  const setScheme = useLayoutConfig((state) => state.setColorScheme);
  return (
    <ChoiceMenu<ColorScheme>
      label={`${words('common:theme.label')}: ${words(`common:theme.${scheme}`)}`}
      buttonIcon={scheme === 'auto' ? SCHEME_ICONS.auto : isDark ? SCHEME_ICONS.dark : SCHEME_ICONS.light}
      choices={COLOR_SCHEMES.map((key) => ({ key, label: words(`common:theme.${key}`), icon: SCHEME_ICONS[key] }))}
      current={scheme}
      onChoose={setScheme}
    />
  );
}

function LanguageMenu({ words, compact }: { words: Words; compact: boolean }) {
  const current = LANG_ARRAY.find((item) => item.name === pageLang);
  return (
    <ChoiceMenu<Lang>
      label={words('common:language.switch')}
      {...(compact ? {} : { buttonText: current?.value ?? pageLang })}
      buttonIcon={TranslationOutlined}
      choices={LANG_ARRAY.map((item) => ({ key: item.name, label: item.value }))}
      current={pageLang}
      onChoose={switchLang}
    />
  );
}

function usePhoneWidth(): boolean {
  const query = '(max-width: 575px)';
  const [phone, setPhone] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(query).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const onChange = (event: MediaQueryListEvent) => setPhone(event.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return phone;
}

interface LoginFrameProps {
  words: Words | null;
  /** The route's title key (pageTitle.adminLogin). */
  titleKey: string;
  /** The member page shows the site's mark and name in the header bar, and the theme menu. */
  memberBar?: boolean;
  cardClassName?: string;
  children: ReactNode;
}

export function LoginFrame({ words, titleKey, memberBar = false, cardClassName, children }: LoginFrameProps) {
  const isDark = useLayoutConfig((state) => state.isDark);
  const siteName = useSiteName();
  const phone = usePhoneWidth();
  useColorSchemeSync();

  useEffect(() => {
    document.documentElement.lang = pageLang === 'en' ? 'en' : 'zh-CN';
    if (!words) return;
    document.title = buildPageTitle(titleKey, (key) => words(`common:${key}`), siteName);
    hideFirstLoadOverlay();
  }, [words, titleKey, siteName]);

  return (
    <main className={[styles.root, isDark ? styles.dark : ''].join(' ')} style={loginStyleOf(isDark)}>
      {words ? (
        <>
          <header className={styles.bar}>
            {memberBar ? (
              <span className={styles.brand}>
                <BrandMark size="bar" />
                <span className={styles.brandName}>{siteName}</span>
              </span>
            ) : (
              <span className={styles.brand} />
            )}
            <LanguageMenu words={words} compact={memberBar && phone} />
            {memberBar ? <ThemeMenu words={words} /> : null}
          </header>
          <div className={styles.body}>
            <section className={[styles.card, cardClassName ?? ''].join(' ')}>{children}</section>
          </div>
        </>
      ) : null}
    </main>
  );
}
