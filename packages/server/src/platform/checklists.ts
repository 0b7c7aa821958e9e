import type { Db } from '../db/client.js';
import { serviceToken } from './services.js';

/**
 * Checklist templates (DOMAIN.md §4.8 `checklist_template`): sections of items with their ISM/ISPS/MLC
 * clause references and answer types, versioned, used by audits, ship self-inspections and superintendent
 * visits. The settings area owns them and provides this; the areas store their own answers
 * (`checklist_response` rows of their own) keyed by the template's id and the item's `id`.
 */
export type ChecklistAnswerType = 'yes_no_na' | 'graded' | 'text' | 'number';
export const CHECKLIST_ANSWER_TYPES: readonly ChecklistAnswerType[] = ['yes_no_na', 'graded', 'text', 'number'];

export interface ChecklistItem {
  /** Stable within the template and across its versions when the item is unchanged (`1.2`). */
  id: string;
  /** ISM clause, ISPS/MLC regulation or question number (`ISM 10.3`, `MLC 3.1`). */
  ref: string;
  question_en: string;
  question_zh: string;
  /** What to look at or ask for (`Sample the last three permits.`), in English and in Chinese; either may be empty. */
  guidance_en: string;
  guidance_zh: string;
  answer_type: ChecklistAnswerType;
  requires_evidence: boolean;
}

export interface ChecklistSection {
  id: string;
  title_en: string;
  title_zh: string;
  items: ChecklistItem[];
}

export interface ChecklistTemplate {
  id: string;
  code: string;
  name_en: string;
  name_zh: string;
  /** ISM, ISPS, MLC, combined, self_inspection, superintendent, vetting... (dictionary `checklist_standard`). */
  standard: string;
  version: number;
  /** Only `active` templates are offered for new audits; `superseded` ones stay readable for old answers. */
  status: 'draft' | 'active' | 'superseded';
  sections: ChecklistSection[];
}

export interface Checklists {
  /** Templates by id (any status: old audits keep their version). */
  byIds(db: Db, ids: readonly string[]): Promise<Map<string, ChecklistTemplate>>;
  /** The active templates, optionally of one standard. */
  active(db: Db, standard?: string): Promise<ChecklistTemplate[]>;
}

export const CHECKLISTS = serviceToken<Checklists>('platform.checklists');
