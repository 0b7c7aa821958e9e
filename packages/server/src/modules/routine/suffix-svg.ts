/** Colours of the common file families; anything else is grey. */
const FAMILY: Array<[RegExp, string]> = [
  [/^(jpe?g|png|gif|webp|bmp|svg)$/, '#2f9e44'],
  [/^(pdf)$/, '#e03131'],
  [/^(docx?|odt|rtf)$/, '#1c7ed6'],
  [/^(xlsx?|csv|ods)$/, '#2b8a3e'],
  [/^(pptx?|odp)$/, '#e8590c'],
  [/^(zip|rar|7z|gz|tar)$/, '#845ef7'],
  [/^(mp3|wav|mp4|mov)$/, '#0c8599'],
];

/**
 * The file-type icon of spec §7 (`buildSuffixSvg`): a sheet with its suffix. The suffix is cut to six
 * letters and digits and the colour to a hex value, so nothing from the URL reaches the SVG as markup.
 */
export function suffixSvg(rawSuffix: string, rawBackground: string): string {
  const suffix = rawSuffix.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 6) || 'file';
  const background = /^#?[0-9a-f]{3,8}$/i.test(rawBackground) ? `#${rawBackground.replace(/^#/, '')}` : (FAMILY.find(([re]) => re.test(suffix))?.[1] ?? '#868e96');
  const fontSize = suffix.length > 4 ? 11 : 14;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<path d="M14 4h26l14 14v40a2 2 0 0 1-2 2H14a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" fill="#f1f3f5" stroke="#ced4da"/>
<path d="M40 4v12a2 2 0 0 0 2 2h12" fill="#dee2e6" stroke="#ced4da"/>
<rect x="6" y="34" width="44" height="18" rx="3" fill="${background}"/>
<text x="28" y="47" font-family="Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff" text-anchor="middle">${suffix.toUpperCase()}</text>
</svg>`;
}
