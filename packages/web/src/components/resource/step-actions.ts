/**
 * Workflow actions of a resource (`def.steps`: restore, purge, rollback...) as buttons, decided purely
 * from the declaration and the session: each step `POST {base}{step} {ids}` is offered when the session
 * holds the right `{path}/{step}`, as a row action, and in the toolbar for the selection when it is a
 * batch step. Steps a page wants confirmed first are named by the page.
 */
import { resourceBase, resourceRight, type ResourceDef } from '@vessel/contract';
import { holds, type AccessSession } from './resource-access';

export interface StepAction {
  name: string;
  /** The right the server checks: `{path}/{step}`. */
  right: string;
  url: string;
  /** Offered for the selected rows in the toolbar. */
  batch: boolean;
  /** Asks before acting (the page says which). */
  confirm: boolean;
  /** Translation key of the button (backend namespace). */
  labelKey: string;
}

export function stepActions(
  session: AccessSession,
  def: Pick<ResourceDef, 'name' | 'path' | 'steps'>,
  confirmed: readonly string[] = [],
): StepAction[] {
  return (def.steps ?? [])
    .map((step) => ({
      name: step.name,
      right: resourceRight(def, step.name),
      url: `${resourceBase(def)}${step.name}`,
      batch: step.batch,
      confirm: confirmed.includes(step.name),
      labelKey: `resourceKit.steps.${step.name}`,
    }))
    .filter((action) => holds(session, action.right));
}

export interface Refusal {
  id: string;
  reason: string;
}

/** The rows a step could not act on, as the server explains them in `data.refused`. */
export function refusalsOf(data: unknown): Refusal[] {
  if (!data || typeof data !== 'object') return [];
  const refused = (data as { refused?: unknown }).refused;
  if (!Array.isArray(refused)) return [];
  return refused
    .filter((item): item is { id: unknown; reason: unknown } => !!item && typeof item === 'object')
    .map((item) => ({ id: String(item.id ?? ''), reason: String(item.reason ?? '') }));
}
