/**
 * A page's own view of a resource's columns: which start hidden or shown, and which fields come first,
 * so that what a superintendent reads first (expiry, status, next window) is on screen without
 * scrolling. Forms keep the declaration's order except for fields moved that have no form input
 * (computed columns), so the add/edit dialogs read as declared. Pure.
 */
import type { FieldDef, ResourceDef } from '@vessel/contract';

export interface ColumnChoice {
  /** Columns that start hidden (the user may show them). */
  hidden?: readonly string[];
  /** Columns that start shown although the declaration hides them. */
  shown?: readonly string[];
  /**
   * Fields placed right after another, in this order: `[field, after]`; a field given by name moves, a
   * field given whole is added (a computed column).
   */
  place?: ReadonlyArray<readonly [string | FieldDef, string]>;
}

export function withColumns(def: ResourceDef, choice: ColumnChoice): ResourceDef {
  const hidden = new Set(choice.hidden ?? []);
  const shown = new Set(choice.shown ?? []);
  let fields: FieldDef[] = def.fields.map((field) =>
    hidden.has(field.name) ? { ...field, column: { ...field.column, hidden: true } } : shown.has(field.name) ? { ...field, column: { ...field.column, hidden: false } } : field,
  );
  const place = (field: FieldDef, after: string) => {
    const rest = fields.filter((held) => held.name !== field.name);
    const index = rest.findIndex((held) => held.name === after);
    fields = index < 0 ? [...rest, field] : [...rest.slice(0, index + 1), field, ...rest.slice(index + 1)];
  };
  for (const [which, after] of choice.place ?? []) {
    const field = typeof which === 'string' ? fields.find((held) => held.name === which) : which;
    if (field) place(field, after);
  }
  return { ...def, fields };
}
