import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANG, LANGS, isLang, type Lang } from '@vessel/contract';
import { AREA_LOADERS, AREA_NAMESPACES, COMMON, EAGER_NAMESPACES, messagesNamespace } from './namespaces';
import { savedLang } from './saved-lang';

/** Fetches an area namespace's chunk on demand (vite splits each dynamic import into its own file). */
const areaChunks: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const loader = isLang(language) ? AREA_LOADERS[language][namespace as keyof (typeof AREA_LOADERS)[Lang]] : undefined;
    if (!loader) {
      callback(null, {});
      return;
    }
    loader().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

void i18n
  .use(areaChunks)
  .use(initReactI18next)
  .init({
    lng: savedLang(),
    fallbackLng: FALLBACK_LANG,
    supportedLngs: [...LANGS],
    // Our codes are 'zh-cn' and 'en' exactly; without this i18next would turn 'zh-cn' into 'zh-CN'.
    lowerCaseLng: true,
    load: 'currentOnly',
    ns: [...EAGER_NAMESPACES],
    defaultNS: 'common',
    partialBundledLanguages: true,
    resources: Object.fromEntries(
      LANGS.map((lang) => [lang, { common: COMMON[lang], messages: messagesNamespace(lang) }]),
    ),
    interpolation: { escapeValue: false },
    // A missing key never throws and never renders as nothing: it reads in the fallback language when
    // that one has it, else as the key itself ('crew.seafarer.rank', 'menu.safety/drill'), which says
    // exactly what is missing (locales/missing-keys.test.ts). Tests catch every static key missing in
    // either language (enum-translations.test.ts); a resource described by data brings its own words.
    returnNull: false,
    react: { useSuspense: false },
    initAsync: false,
  });

export function currentLang(): Lang {
  return isLang(i18n.language) ? i18n.language : FALLBACK_LANG;
}

/** Loads the namespace of an area before its pages render. */
export function loadAreaNamespace(area: keyof typeof AREA_NAMESPACES): Promise<void> {
  return i18n.loadNamespaces(AREA_NAMESPACES[area]).then(() => undefined);
}
