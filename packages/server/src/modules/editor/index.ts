import type { ModuleManifest } from '../../platform/module.js';

/**
 * The rich-text editor: no tables, no routes. Its presence among the enabled modules (the admin shell's
 * `modules`) is what the web reads to show the editor; without it a rich-text field asks to install it.
 */
export const manifest: ModuleManifest = {
  name: 'editor',
  version: '1.0.0',
  optional: true,
  title: { 'zh-cn': '富文本编辑器', en: 'Rich text editor' },
  description: { 'zh-cn': '富文本字段的编辑器（TipTap），内容在服务器端净化', en: 'The editor of rich-text fields (TipTap); the HTML is sanitised on the server' },
};
