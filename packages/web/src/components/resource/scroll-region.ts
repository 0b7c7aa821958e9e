import { useEffect, useRef, type RefObject } from 'react';

/** What a keyboard can reach inside a region (a link, an enabled control, a tab stop). */
const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A table wider than its card scrolls sideways; when nothing inside it takes the focus (an empty list,
 * or columns of plain text), a keyboard could not scroll it (WCAG 2.1.1). Such a scroll area becomes a
 * named region in the tab order, and stops being one when it no longer needs to. `label` names every
 * such area under `holder`, or each one by itself (a detail page's tables, each under its own heading).
 */
export function useKeyboardScrollable(holder: RefObject<HTMLElement | null>, label: string | ((area: HTMLElement) => string)): void {
  // The latest label, read when an area is named: a function given inline does not set the observers up again.
  const labelOf = useRef(label);
  labelOf.current = label;
  const fixed = typeof label === 'string' ? label : null;
  useEffect(() => {
    const root = holder.current;
    if (!root) return;
    const update = () => {
      for (const area of root.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')) {
        const scrolls = area.scrollWidth > area.clientWidth || area.scrollHeight > area.clientHeight;
        const ours = area.dataset.keyboardScroll === 'true';
        if (scrolls && !area.querySelector(TABBABLE)) {
          const current = labelOf.current;
          const name = typeof current === 'string' ? current : current(area);
          if (ours && area.getAttribute('aria-label') === name) continue;
          area.dataset.keyboardScroll = 'true';
          area.tabIndex = 0;
          area.setAttribute('role', 'region');
          area.setAttribute('aria-label', name);
        } else if (ours) {
          delete area.dataset.keyboardScroll;
          area.removeAttribute('tabindex');
          area.removeAttribute('role');
          area.removeAttribute('aria-label');
        }
      }
    };
    update();
    const sizes = new ResizeObserver(update);
    sizes.observe(root);
    const changes = new MutationObserver(update);
    changes.observe(root, { childList: true, subtree: true });
    return () => {
      sizes.disconnect();
      changes.disconnect();
    };
  }, [holder, fixed]);
}
