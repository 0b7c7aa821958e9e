/** Where the crew pages live (spec §2: the seafarer's page is `/admin/SdetailPage`, positions `/admin/PostPosition/:id?`). */
export function seafarerDetailPath(id: string, tab?: string): string {
  return `/admin/SdetailPage?id=${encodeURIComponent(id)}${tab ? `&tab=${encodeURIComponent(tab)}` : ''}`;
}

export function positionPath(id: string): string {
  return `/admin/PostPosition/${encodeURIComponent(id)}`;
}

/** Crew tracking with a view and its filters (`view=tracking|assignments|timeline`). */
export function trackingPath(query: Record<string, string>): string {
  return `/admin/crew/assignment?${new URLSearchParams(query).toString()}`;
}
