import { useEffect, useState, type ComponentType } from 'react';
import { isIconName } from './icon-names';

type IconComponent = ComponentType<{ style?: React.CSSProperties }>;
export type IconSet = Readonly<Record<string, IconComponent>>;

let loading: Promise<IconSet> | null = null;

/** Every antd icon, loaded once and only where a page shows or picks icons (it is a large chunk). */
export function loadIconSet(): Promise<IconSet> {
  loading ??= import('@ant-design/icons/es/icons').then((module) => {
    const set: Record<string, IconComponent> = {};
    for (const [name, value] of Object.entries(module)) if (isIconName(name)) set[name] = value as IconComponent;
    return set;
  });
  return loading;
}

/** The icon set once loaded; `enabled` false never loads it (a page without icons). */
export function useIconSet(enabled = true): IconSet | null {
  const [set, setSet] = useState<IconSet | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    void loadIconSet().then((loaded) => {
      if (active) setSet(loaded);
    });
    return () => {
      active = false;
    };
  }, [enabled]);
  return set;
}

/** An icon by its antd name; nothing while the set loads or for a name it does not have. */
export function NamedIcon({ name, set, style }: { name: string; set: IconSet | null; style?: React.CSSProperties }) {
  const Icon = set?.[name];
  return Icon ? <Icon style={style} /> : null;
}
