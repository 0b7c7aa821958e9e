import type { Lang } from '@vessel/contract';
import { i18n } from '../../locales/i18n';
import en from '../../locales/en/terminal';
import zhCn from '../../locales/zh-cn/terminal';

/** The terminal's texts are their own namespace, bundled with the terminal (the admin shell's chunk). */
export const TERMINAL_NS = 'terminal';

const BUNDLES: Record<Lang, object> = { 'zh-cn': zhCn, en };
for (const [lang, bundle] of Object.entries(BUNDLES)) {
  if (!i18n.hasResourceBundle(lang, TERMINAL_NS)) i18n.addResourceBundle(lang, TERMINAL_NS, bundle, true, true);
}
