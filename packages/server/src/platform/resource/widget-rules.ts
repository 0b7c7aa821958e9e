import sanitizeHtml from 'sanitize-html';
import { cityCodes, fieldsForForm, htmlHasText, type ResourceDef } from '@vessel/contract';
import { fieldError } from '../envelope.js';
import { unknownRegion } from '../regions.js';
import type { Row } from './define.js';

/**
 * What the kit does on every add and edit for the widgets whose values the form schema alone cannot
 * trust: rich text is sanitised whatever the client sent (a browser's check is no check), and a region
 * must exist (the browser holds no list of regions). Runs before the resource's `toColumns`, so a
 * binding only ever sees clean values.
 */

/** Links a rich text may hold (spec §5's link rule). */
const LINK_SCHEMES = ['http', 'https', 'ftp', 'mailto', 'tel'];
const LINK = /^(?:https?|ftp|mailto|tel):/i;

/**
 * Exactly what the web editor's toolbar produces (packages/web/src/components/resource/rich-text-editor.tsx):
 * paragraphs and breaks, three heading levels, bold, italic, underline, strike, lists, quotes, links.
 * Everything else goes, its text kept; `script`, `style`, `iframe` and the like with their content.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h1', 'h2', 'h3', 'strong', 'em', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  // Tags whose text is no text of the document: dropped with their content, not unwrapped.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template', 'title', 'svg', 'math'],
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // A link opens in a new tab and hands the page nothing; a link to anything but an allowed scheme (a
  // relative or `javascript:` one) keeps its text and loses its address.
  transformTags: {
    a: (tagName, given) => {
      const href = (given.href ?? '').trim();
      const attribs: sanitizeHtml.Attributes = LINK.test(href) ? { href, target: '_blank', rel: 'noopener noreferrer nofollow' } : {};
      return { tagName, attribs };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT);
}

/**
 * Sanitises every editor field of the form values in place, then refuses a required one left with no
 * text (`<p><script>…</script></p>` is empty once clean); checks every city field's codes exist. On edit,
 * a region the record already holds is not checked again (the list of regions changes over the years).
 */
export function applyWidgetRules(def: Pick<ResourceDef, 'fields'>, values: Record<string, unknown>, mode: 'add' | 'edit', existing: Row | null): void {
  for (const field of fieldsForForm(def, mode)) {
    const value = values[field.name];
    if (typeof value !== 'string') continue;
    if (field.widget === 'editor') {
      const clean = value === '' ? '' : sanitizeRichText(value);
      const required = field.required === true || (field.required === 'add' && mode === 'add');
      if (required && !htmlHasText(clean)) throw fieldError(field.name, 'validate.editorRequired');
      values[field.name] = clean;
    } else if (field.widget === 'city' && value !== '' && existing?.[field.name] !== value) {
      const codes = cityCodes(value);
      if (!codes || unknownRegion(codes) !== null) throw fieldError(field.name, 'validate.city');
    }
  }
}
