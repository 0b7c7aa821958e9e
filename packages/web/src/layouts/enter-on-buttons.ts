/**
 * Pressing Enter on a button does nothing (spec §5): a button that keeps the focus after a click (Save,
 * Delete, OK) must not fire again when Enter is pressed for something else. Space still presses a
 * focused button, and Enter in a form's input still submits the form (its target is the input).
 */

interface KeyLike {
  key: string;
  isComposing?: boolean;
  target: unknown;
}

/** The button element a key event lands on, by tag: `<button>` only (inputs, tabs and menu items keep Enter). */
export function isEnterOnButton(event: KeyLike): boolean {
  if (event.key !== 'Enter' || event.isComposing) return false;
  const target = event.target as { tagName?: unknown } | null;
  return !!target && typeof target.tagName === 'string' && target.tagName.toUpperCase() === 'BUTTON';
}

let installed = false;

/** Installs the rule once for the whole document, before anything else hears the key. */
export function suppressEnterOnButtons(doc: Document = document): void {
  if (installed) return;
  installed = true;
  doc.addEventListener(
    'keydown',
    (event) => {
      if (isEnterOnButton(event)) event.preventDefault();
    },
    { capture: true },
  );
}
