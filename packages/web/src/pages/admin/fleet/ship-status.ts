/**
 * A ship's status as the fleet pages show it: one colour per status everywhere (in service green, yard
 * periods orange, laid up grey, gone for good dark), and the statuses a ship in one may move to.
 */
import { FINAL_SHIP_STATUSES, SHIP_STATUSES, nextShipStatuses, type ShipStatus } from '@vessel/contract';

export const SHIP_STATUS_COLOURS: Record<ShipStatus, string> = {
  newbuilding: 'geekblue',
  in_service: 'green',
  drydock: 'orange',
  repair: 'gold',
  laid_up: 'default',
  sold: 'purple',
  scrapped: 'red',
  handed_over: 'purple',
};

export function isShipStatus(value: unknown): value is ShipStatus {
  return typeof value === 'string' && (SHIP_STATUSES as readonly string[]).includes(value);
}

/**
 * The statuses the form offers: any for a new ship, else the current one and those it may change to
 * (a sold ship changes no more).
 */
export function statusChoices(current: ShipStatus | null): readonly ShipStatus[] {
  if (!current) return SHIP_STATUSES;
  return [current, ...nextShipStatuses(current)];
}

export function isFinalStatus(status: ShipStatus): boolean {
  return FINAL_SHIP_STATUSES.includes(status);
}
