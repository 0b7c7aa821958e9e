/** Where the fleet pages live (spec §2: the ship's detail page is `/admin/detailPage`). */
export function shipDetailPath(id: string): string {
  return `/admin/detailPage?id=${encodeURIComponent(id)}`;
}
