/** The morning dashboard (contract dashboard.ts): `GET /admin/dashboard/overview`. */
import type { DashboardOverview, DashboardQuery } from '@vessel/contract';
import { http } from '../app-http-client';

export function readOverview(query: DashboardQuery) {
  const params: Record<string, unknown> = {};
  if (query.fleet_group_id) params.fleet_group_id = query.fleet_group_id;
  if (query.ship_type) params.ship_type = query.ship_type;
  if (query.ship_id) params.ship_id = query.ship_id;
  if (query.as_of) params.as_of = query.as_of;
  return http.get<DashboardOverview>('/admin/dashboard/overview', params);
}
