import { useMemo } from 'react';
import type { ResourceDef } from '@vessel/contract';
import { isSuperuser, useAdminInfo } from '../../stores/admin-info';
import { useUserRights } from '../../stores/user-rights';
import { resourceAccess, type AccessSession, type ResourceAccess } from './resource-access';

/** The session as the access functions read it: the super flag and the rights of this page load. */
export function useAccessSession(): AccessSession {
  const isSuper = useAdminInfo(isSuperuser);
  const rights = useUserRights((state) => state.rights);
  return useMemo(() => ({ isSuper, rights }), [isSuper, rights]);
}

/** `can(action)` for a resource page's buttons and row actions. */
export function useResourceAccess(def: ResourceDef): ResourceAccess {
  const session = useAccessSession();
  return useMemo(() => resourceAccess(session, def), [session, def]);
}
