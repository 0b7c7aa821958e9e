import type { VerificationType } from '@vessel/contract';

/**
 * The ways offered to verify an address: those the site can send codes by (mail and SMS configured),
 * email first. The default is the first of them; none means no code can be sent at all.
 */
export function offeredTypes(available: readonly VerificationType[]): VerificationType[] {
  return (['email', 'mobile'] as const).filter((type) => available.includes(type));
}

export function defaultType(available: readonly VerificationType[]): VerificationType | null {
  return offeredTypes(available)[0] ?? null;
}
