/** The ship page's read (`GET /admin/fleet.Ship/detail?id=`): particulars, crew, certificates and open items at once. */
import type { ShipDetailAnswer } from '@vessel/contract';
import { http } from '../app-http-client';

export function readShipDetail(id: string) {
  return http.get<ShipDetailAnswer>('/admin/fleet.Ship/detail', { id });
}
