import { useEffect, useState } from 'react';
import type { ResourceDef } from '@vessel/contract';
import { i18n } from '../../../locales/i18n';
import { addRuntimeMessages } from '../../../locales/runtime-messages';
import { useAdminMenus } from '../../../stores/admin-menus';
import { definitionOfPath } from '../../../stores/resource-definitions';

/**
 * The definition of an audit resource as the server describes it (with its words, which travel with the
 * module), read as the catch-all page reads it.
 */
export function useAuditDefinition(path: string): ResourceDef | null {
  const menus = useAdminMenus((state) => state.menus);
  const [def, setDef] = useState<ResourceDef | null>(null);
  useEffect(() => {
    let live = true;
    definitionOfPath(path, menus).then((definition) => {
      if (!live || !definition) return;
      addRuntimeMessages(i18n, definition.messages);
      setDef(definition.def);
    }, () => undefined);
    return () => {
      live = false;
    };
  }, [path, menus]);
  return def;
}

