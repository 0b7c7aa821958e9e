/**
 * Workflow actions of a resource (`def.steps`: restore, purge, rollback...) as buttons, decided purely
 * from the declaration and the session: each step `POST {base}{step} {ids}` is offered when the session
 * holds the right `{path}/{step}`, as a row action, and in the toolbar for the selection when it is a
 * batch step. Steps a page wants confirmed first are named by the page.
 */
import { resourceBase, resourceKey, resourceRight, type ResourceDef } from '@vessel/contract';
import { holds, type AccessSession } from './resource-access';
import type { Available, RowAvailability } from './row-buttons';
import type { TableRow } from './table-rows';

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
  /**
   * The resource's own word for the step (`pms.workOrder.step.start`), tried before `labelKey`: steps of
   * the same name mean different things in different areas (start an audit, start a work order).
   */
  ownLabelKey: string;
  /** Whether a row offers the step (the page says; see row-buttons): every row when absent. */
  available?: Available;
}

export function stepActions(
  session: AccessSession,
  def: Pick<ResourceDef, 'name' | 'path' | 'steps'>,
  confirmed: readonly string[] = [],
  availability: RowAvailability = {},
): StepAction[] {
  return (def.steps ?? [])
    .map((step) => {
      const available = availability[step.name];
      return {
        name: step.name,
        right: resourceRight(def, step.name),
        url: `${resourceBase(def)}${step.name}`,
        batch: step.batch,
        confirm: confirmed.includes(step.name),
        labelKey: `resourceKit.steps.${step.name}`,
        ownLabelKey: `${resourceKey(def)}.step.${step.name}`,
        ...(available ? { available } : {}),
      };
    })
    .filter((action) => holds(session, action.right));
}

/**
 * The steps a row offers: those whose `available(row)` does not say no and, when the page lists a row's
 * steps by its status (`offered`), only those listed.
 */
export function rowStepActions(actions: readonly StepAction[], row: TableRow, offered?: (row: TableRow) => readonly string[]): StepAction[] {
  const names = offered?.(row);
  return actions.filter((action) => (!names || names.includes(action.name)) && (action.available?.(row) ?? true));
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
