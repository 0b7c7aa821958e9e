/**
 * How a department, fleet group or ship node is named beside the records that point at it: its Chinese
 * name and its English one (DOMAIN.md §6.2), both, since the labels of a list are read by users of
 * either language; one name alone when the other is missing or the same.
 */
export function departmentLabel(row: { name: string; name_en: string }): string {
  const en = row.name_en.trim();
  return en && en !== row.name ? `${row.name} / ${en}` : row.name;
}
