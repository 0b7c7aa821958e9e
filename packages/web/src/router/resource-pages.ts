/**
 * The catch-all resource route's rules, apart from the router (which lazily loads the page that reads
 * them): which resource its params name, and whether it shows its page or where it sends the
 * administrator otherwise, as a pure function of the session and of what the server answered.
 */

/** The page path of the catch-all route's params: `{module}/{resource}`, as a resource's `path` is. */
export function resourcePagePath(params: Readonly<Record<string, string | undefined>>): string {
  return `${params.module ?? ''}/${params.resource ?? ''}`;
}

export type ResourcePageVerdict = 'show' | 'noPermission' | 'notFound';

export interface ResourcePageFacts {
  /** Holds the page's menu right (`{module}/{resource}`), or is a super administrator. */
  holdsMenuRight: boolean;
  /** The server answered the resource's definition: it is registered and its list is the caller's to read. */
  defined: boolean;
  /** The path is a page this build of the web knows of (a built-in resource or a hand-written page). */
  knownPage: boolean;
}

/**
 * Shown when the menu right is held and the server offers the resource. Otherwise a page that exists
 * (the web knows it, or the server defined it for the caller) goes to /401 (spec §2, §6: a page opened
 * by URL without its right), as it always has; a path nobody knows goes to /404, as an unmatched path
 * does. A resource described by data whose list the caller may not read is, to them, a path nobody
 * knows: the server does not tell them it exists.
 */
export function resourcePageVerdict(facts: ResourcePageFacts): ResourcePageVerdict {
  if (facts.holdsMenuRight && facts.defined) return 'show';
  return facts.knownPage || facts.defined ? 'noPermission' : 'notFound';
}
