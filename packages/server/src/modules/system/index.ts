import type { ModuleManifest } from '../../platform/module.js';
import { systemRoutes } from './routes.js';

export const manifest: ModuleManifest = { name: 'system', version: '1.0.0', core: true, title: { 'zh-cn': '系统', en: 'System' }, routes: systemRoutes };
