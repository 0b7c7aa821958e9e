import type { ResourceDef } from '../resource/fields.js';
import { SHIP_STATUSES, TRADING_AREAS } from '../ship-dictionaries.js';
import { FLAG_CODES } from '../ship-identity.js';
import { emailRule } from './shared-fields.js';

/** Lengths and breadths in metres with up to two decimals (stored numeric(8,2)). */
/** The next port's name or UN/LOCODE, as the ship table stores it (varchar(60), like the port of registry). */
export const NEXT_PORT_MAX = 60;

export const METRES_RULE = { source: '^\\d{1,4}(\\.\\d{1,2})?$', message: 'fleet.metres' } as const;

/**
 * Ships (DOMAIN.md §4.1). Each ship is also a node of the department tree (`dept_id`, dept_type 'ship')
 * under its fleet group, so that data scope by department is data scope by ship. The IMO number's check
 * digit and the MMSI's MID against the flag are checked by `ship-identity.ts` on both sides.
 *
 * `status_date` and `status_reason` are not columns: on a status change they go to the status history
 * (`ship_status_log`). Ship types and class societies are dictionaries of the system settings (`dict:`,
 * seeded from `SHIP_TYPES` and `CLASS_SOCIETIES` with the same codes); flags come from `COUNTRIES`.
 */
export const shipResource: ResourceDef = {
  name: 'fleet.Ship',
  path: 'fleet/ship',
  labelField: 'name_en',
  quickSearch: ['name_en', 'name_zh', 'imo_no', 'mmsi', 'call_sign'],
  defaultOrder: { field: 'name_en', direction: 'asc' },
  actions: ['index', 'add', 'edit', 'del'],
  fields: [
    { name: 'name_en', type: 'string', widget: 'text', required: true, max: 100, search: ['LIKE'], sortable: true },
    { name: 'name_zh', type: 'string', widget: 'text', max: 100, search: ['LIKE'] },
    { name: 'imo_no', type: 'string', widget: 'text', required: true, max: 11, search: ['eq', 'LIKE'], sortable: true, unique: { message: 'fleet.imoTaken' } },
    { name: 'mmsi', type: 'string', widget: 'text', max: 9, search: ['eq', 'LIKE'] },
    { name: 'call_sign', type: 'string', widget: 'text', max: 10, pattern: { source: '^[A-Za-z0-9]*$', message: 'fleet.callSign' }, search: ['eq', 'LIKE'] },
    { name: 'flag', type: 'string', widget: 'select', options: FLAG_CODES, required: true, column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
    { name: 'port_of_registry', type: 'string', widget: 'text', max: 60, column: { hidden: true } },
    { name: 'official_no', type: 'string', widget: 'text', max: 30, column: { hidden: true } },
    { name: 'ship_type', type: 'string', widget: 'select', dict: 'ship_type', max: 30, required: true, column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
    { name: 'ship_subtype', type: 'string', widget: 'text', max: 30, search: ['eq', 'LIKE'], column: { hidden: true } },
    { name: 'class_society', type: 'string', widget: 'select', dict: 'class_society', max: 10, column: { render: 'tag' }, search: ['eq', 'IN'] },
    { name: 'class_no', type: 'string', widget: 'text', max: 30, column: { hidden: true } },
    { name: 'class_notation', type: 'string', widget: 'textarea', max: 255, column: { hidden: true } },
    { name: 'gt', type: 'int', widget: 'number', min: 0, max: 600000, sortable: true },
    { name: 'nt', type: 'int', widget: 'number', min: 0, max: 600000, column: { hidden: true } },
    { name: 'dwt', type: 'int', widget: 'number', min: 0, max: 700000, sortable: true },
    { name: 'loa', type: 'decimal', widget: 'number', pattern: METRES_RULE, column: { hidden: true } },
    { name: 'breadth', type: 'decimal', widget: 'number', pattern: METRES_RULE, column: { hidden: true } },
    { name: 'depth', type: 'decimal', widget: 'number', pattern: METRES_RULE, column: { hidden: true } },
    { name: 'summer_draft', type: 'decimal', widget: 'number', pattern: METRES_RULE, column: { hidden: true } },
    { name: 'built_year', type: 'int', widget: 'number', min: 1900, max: 2100, sortable: true, search: ['eq', 'RANGE'] },
    { name: 'delivery_date', type: 'date', widget: 'date', column: { hidden: true } },
    { name: 'builder', type: 'string', widget: 'text', max: 100, column: { hidden: true } },
    { name: 'hull_no', type: 'string', widget: 'text', max: 30, column: { hidden: true } },
    { name: 'registered_owner', type: 'string', widget: 'text', max: 100, column: { hidden: true } },
    { name: 'doc_company', type: 'string', widget: 'text', max: 100, column: { hidden: true } },
    { name: 'operator', type: 'string', widget: 'text', max: 100, column: { hidden: true } },
    { name: 'trading_area', type: 'string', widget: 'select', options: TRADING_AREAS, default: 'international', required: true, column: { render: 'tag', hidden: true }, search: ['eq'] },
    { name: 'status', type: 'string', widget: 'select', options: SHIP_STATUSES, default: 'in_service', required: true, column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
    { name: 'status_date', type: 'date', widget: 'date', column: { hidden: true } },
    { name: 'status_reason', type: 'string', widget: 'textarea', max: 255, column: { hidden: true } },
    /** The company or a fleet group (the department tree; other kinds of department are refused). */
    { name: 'fleet_group_id', type: 'uuid', widget: 'treeSelect', remote: { url: '/admin/auth.Department/' }, required: true, search: ['eq'] },
    { name: 'dept_id', type: 'uuid', widget: 'treeSelect', form: 'none', column: { hidden: true } },
    { name: 'management_start', type: 'date', widget: 'date', column: { hidden: true } },
    { name: 'management_end', type: 'date', widget: 'date', column: { hidden: true } },
    { name: 'tech_superintendent_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/auth.Admin/' }, search: ['eq'] },
    { name: 'marine_superintendent_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/auth.Admin/' }, search: ['eq'], column: { hidden: true } },
    { name: 'crew_manager_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/auth.Admin/' }, search: ['eq'], column: { hidden: true } },
    { name: 'contact_email', type: 'string', widget: 'text', max: 100, pattern: emailRule, column: { hidden: true } },
    { name: 'sat_phone', type: 'string', widget: 'text', max: 30, column: { hidden: true } },
    /** `{position_id: count}`: the minimum safe manning by rank; gaps against it raise alerts. */
    { name: 'safe_manning', type: 'json', widget: 'textarea', column: { hidden: true } },
    { name: 'next_drydock_due', type: 'date', widget: 'date', sortable: true, search: ['RANGE', 'NULL'] },
    /** Where the ship is bound: a port's name or its UN/LOCODE ('Ningbo (CNNGB)'), and when she is expected there. */
    { name: 'next_port', type: 'string', widget: 'text', max: NEXT_PORT_MAX, search: ['LIKE'], column: { hidden: true } },
    { name: 'next_port_eta', type: 'date', widget: 'date', sortable: true, search: ['RANGE', 'NULL'], column: { hidden: true } },
    { name: 'created_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime', hidden: true }, sortable: true },
  ],
};

export const FLEET_RESOURCES = [shipResource] as const;
