import type { areaOf } from '@vessel/contract';

/** The two sides of the product (spec §1), each with its own session. */
export type Area = ReturnType<typeof areaOf>;
