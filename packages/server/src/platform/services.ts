/**
 * How areas offer each other (and the platform) what they know, without importing each other's tables or
 * inner files: a service is declared once as a typed token, provided by the area that owns the data (in
 * its manifest's `services`), and asked for by name wherever it is needed. The platform declares tokens
 * for what it consumes from areas (a ship's department and superintendents, record labels); an area
 * declares the tokens it offers in its public entry (`modules/{area}/index.ts`), so a consumer imports
 * only that entry, and only for the type.
 *
 * Providers live for the process: every app built in one process installs the same built-in modules, and
 * a module that is uninstalled withdraws what it provided.
 */
export interface ServiceToken<T> {
  readonly name: string;
  /** Never read: carries the service's type. */
  readonly type?: T;
}

export function serviceToken<T>(name: string): ServiceToken<T> {
  return { name };
}

const providers = new Map<string, { owner: string; impl: unknown }>();

/** Registers what `owner` (a module name) provides under the token; a second provider replaces the first. */
export function provideService<T>(token: ServiceToken<T>, impl: T, owner: string): void {
  providers.set(token.name, { owner, impl });
}

/** Withdraws every service a module provided (the module was disabled or uninstalled). */
export function withdrawServices(owner: string): void {
  for (const [name, entry] of providers) if (entry.owner === owner) providers.delete(name);
}

/** The provider of a service, or undefined when no enabled module offers it. */
export function optionalService<T>(token: ServiceToken<T>): T | undefined {
  return providers.get(token.name)?.impl as T | undefined;
}

/** The provider of a service the caller cannot work without: a missing one is a wiring error, said plainly. */
export function service<T>(token: ServiceToken<T>): T {
  const entry = providers.get(token.name);
  if (!entry) throw new Error(`No enabled module provides the service "${token.name}"`);
  return entry.impl as T;
}
