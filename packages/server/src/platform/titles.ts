import type { Lang } from '@vessel/contract';

/** A title in both languages the product speaks (a module's, a menu's, a tile's). */
export type Titles = Record<Lang, string>;
