import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ALERT_RESOURCES, CERT_RESOURCES, TODO_RESOURCES, fieldLabelKey, optionLabelKey, titleKey, type ResourceDef } from '@vessel/contract';
import enBackend from '../../../locales/en/backend';
import zhCnBackend from '../../../locales/zh-cn/backend';
import { CERTIFICATE_LIST_DEF } from './certificate-list-def';

/** The resources of the certificate, to-do and alert pages, as their pages draw them. */
const DEFS: readonly ResourceDef[] = [...CERT_RESOURCES, CERTIFICATE_LIST_DEF, ...TODO_RESOURCES, ...ALERT_RESOURCES];

async function backend(lng: 'en' | 'zh-cn') {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, lowerCaseLng: true, resources: { en: { backend: enBackend }, 'zh-cn': { backend: zhCnBackend } }, defaultNS: 'backend' });
  return i18n;
}

describe('certificate, seafarer document, to-do and alert labels', () => {
  for (const lng of ['en', 'zh-cn'] as const) {
    it(`name every field, option and page in ${lng}`, async () => {
      const i18n = await backend(lng);
      const missing: string[] = [];
      for (const def of DEFS) {
        const keys = [titleKey(def), ...def.fields.flatMap((field) => [fieldLabelKey(def, field), ...(field.options ?? []).map((value) => optionLabelKey(def, field, value))])];
        missing.push(...keys.filter((key) => !i18n.exists(key)));
      }
      expect(missing).toEqual([]);
    });

    it(`name every dashboard tile the server sends, and the steps, in ${lng}`, async () => {
      const i18n = await backend(lng);
      const tiles = ['cert.expired', 'cert.endorsementOverdue', 'crew.safeManningGaps', 'crew.documentsExpiredOnBoard', 'cert.expiring', 'cert.expiring30', 'cert.expiring60', 'cert.expiring90', 'cert.windowsOpen', 'crew.contractsEndingWithoutRelief', 'crew.documentsExpiringDuringAssignment', 'todo.overdue', 'todo.today', 'todo.thisWeek', 'todo.open'];
      const steps = ['recordSurvey', 'renew', 'verify', 'ack'];
      const keys = [...tiles.map((key) => `dashboard.tiles.${key}`), ...steps.map((step) => `resourceKit.steps.${step}`), 'dashboard.welcome'];
      expect(keys.filter((key) => !i18n.exists(key))).toEqual([]);
    });
  }
});
