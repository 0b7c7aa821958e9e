/** What the module store page offers per module, decided from the catalogue's data (pure, tested). */
import type { ModuleCatalogueItem, ModuleChange, ModuleChangePreview, ModuleChangeProgress, ModuleState } from '@vessel/contract';

/** The changes a module's state allows; what the server would refuse anyway (a core module) is not offered. */
export function moduleChanges(item: Pick<ModuleCatalogueItem, 'state' | 'core'>): ModuleChange[] {
  if (item.core) return [];
  switch (item.state) {
    case 'uninstalled':
      return ['install'];
    case 'installed':
      return ['disable', 'uninstall'];
    case 'disabled':
      return ['enable', 'uninstall'];
  }
}

/** Only a stored package can be deleted with its data, or exported: a built-in module has no package. */
export function canPurge(item: Pick<ModuleCatalogueItem, 'source' | 'state'>): boolean {
  return item.source !== 'built-in' && item.state !== 'uninstalled';
}

export function canExport(item: Pick<ModuleCatalogueItem, 'source'>): boolean {
  return item.source !== 'built-in';
}

export const STATE_COLORS: Record<ModuleState, string> = { installed: 'success', disabled: 'warning', uninstalled: 'default' };

/** The catalogue filtered by a search over name and titles, and by state. */
export function filterCatalogue(list: readonly ModuleCatalogueItem[], term: string, state: ModuleState | 'all'): ModuleCatalogueItem[] {
  const needle = term.trim().toLowerCase();
  return list.filter(
    (item) =>
      (state === 'all' || item.state === state) &&
      (!needle || [item.uid, item.title.en, item.title['zh-cn']].some((text) => text.toLowerCase().includes(needle))),
  );
}

/** Whether a preview has nothing to list beyond its verdict. */
export function previewIsEmpty(preview: ModuleChangePreview): boolean {
  return (
    preview.enableFirst.length + preview.dependants.length + preview.rulesShown.length + preview.rulesHidden.length + preview.tablesCreated.length + preview.tablesDropped.length + preview.migrations.length ===
    0
  );
}

/**
 * A package file's text as the JSON the upload sends, or the reason it is not one: the server checks
 * the package itself (format, signature), the page only that it is a JSON object of a sane size.
 */
export function readPackageText(text: string, maxBytes: number): { ok: true; value: unknown } | { ok: false; reason: 'tooBig' | 'notJson' } {
  if (text.length > maxBytes) return { ok: false, reason: 'tooBig' };
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, reason: 'notJson' };
    return { ok: true, value };
  } catch {
    return { ok: false, reason: 'notJson' };
  }
}

/**
 * A rule as a reader knows it: a menu by its title (the server's, in the reader's language, or the web's
 * own word for a built-in menu), a button as its menu's title and its action; the raw name otherwise.
 */
export function ruleTitle(name: string, titles: Record<string, string>, word: (key: string, fallback: string) => string): string {
  if (titles[name]) return titles[name]!;
  const slash = name.lastIndexOf('/');
  const menu = slash > 0 ? name.slice(0, slash) : '';
  if (menu && titles[menu]) return `${titles[menu]} · ${word(`ruleAction.${name.slice(slash + 1)}`, name.slice(slash + 1))}`;
  return name;
}

/**
 * The line above a running change's bar: the step it is on, within its steps ("Step 3 of 6 · Migrating the
 * database: 1 of 4 migrations"); "Starting…" before the server has told anything, the waiting step alone.
 */
export function moduleProgressText(data: ModuleChangeProgress | null | undefined, t: (key: string, params?: Record<string, unknown>) => string): string {
  const step = !data
    ? t('moduleStore.progress.starting')
    : data.step === 'migrate' && data.migrations?.total
      ? t('moduleStore.progress.migrateCount', { done: data.migrations.done, total: data.migrations.total })
      : t(`moduleStore.progress.steps.${data.step}`);
  return data && data.step !== 'waiting' ? `${t('moduleStore.progress.stepOf', { n: data.done + 1, total: data.steps.length })} · ${step}` : step;
}
