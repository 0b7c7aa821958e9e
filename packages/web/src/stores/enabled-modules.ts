import { create } from 'zustand';

/**
 * The modules enabled now, from GET /admin/index/index (`modules`). Null until a server that names them
 * answers: then every module counts as enabled, as before modules could be switched off.
 */
export interface EnabledModulesState {
  modules: readonly string[] | null;
  setModules(modules: readonly string[] | null): void;
  reset(): void;
}

export const useEnabledModules = create<EnabledModulesState>()((set) => ({
  modules: null,
  setModules: (modules) => set({ modules }),
  reset: () => set({ modules: null }),
}));

/** Whether a module is enabled; every module is while the list is unknown. */
export function isModuleEnabled(modules: readonly string[] | null, name: string): boolean {
  return modules === null || modules.includes(name);
}
