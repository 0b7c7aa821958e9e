import { describe, expect, it } from 'vitest';
import { resourcePagePath, resourcePageVerdict } from './resource-pages';

describe('the catch-all resource page', () => {
  it('shows a resource the caller holds the menu right of and the server defines for them', () => {
    expect(resourcePageVerdict({ holdsMenuRight: true, defined: true, knownPage: false })).toBe('show');
    expect(resourcePageVerdict({ holdsMenuRight: true, defined: true, knownPage: true })).toBe('show');
  });

  it('sends a known page opened without its rights to /401', () => {
    expect(resourcePageVerdict({ holdsMenuRight: false, defined: false, knownPage: true })).toBe('noPermission');
    // The menu right without the list right: the page could show nothing.
    expect(resourcePageVerdict({ holdsMenuRight: true, defined: false, knownPage: true })).toBe('noPermission');
    expect(resourcePageVerdict({ holdsMenuRight: false, defined: true, knownPage: true })).toBe('noPermission');
    // A resource described by data: the server told this caller it exists.
    expect(resourcePageVerdict({ holdsMenuRight: false, defined: true, knownPage: false })).toBe('noPermission');
  });

  it('sends a path nobody knows, or one the server does not offer the caller, to /404', () => {
    expect(resourcePageVerdict({ holdsMenuRight: true, defined: false, knownPage: false })).toBe('notFound');
    expect(resourcePageVerdict({ holdsMenuRight: false, defined: false, knownPage: false })).toBe('notFound');
  });
});

describe('the catch-all route params', () => {
  it('name the resource by its page path', () => {
    expect(resourcePagePath({ module: 'auth', resource: 'department' })).toBe('auth/department');
  });
});
