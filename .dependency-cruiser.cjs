/**
 * Dependency rules (docs/architecture.md, "Dependency rules"), checked by `npm run deps` and as the
 * "dependency rules" suite of `npm test` (scripts/check-deps.mjs).
 *
 * Why: an area must be a folder that plugs in (issue 14). That holds only while the platform imports no
 * area, areas reach each other only through the public entry (`index.ts`) of the other area, and
 * nothing is imported in a circle. Every rule is an error; there are no warnings to get used to.
 *
 * Paths are from the repository root (the checker cruises packages/server and packages/web from there).
 */
const SERVER = '^packages/server/';
const WEB = '^packages/web/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular-server',
      severity: 'error',
      comment:
        'Server: no import cycles. A cycle means two files cannot be understood, tested or moved apart; ' +
        'break it by moving the shared piece down (into the platform or a third file).',
      from: { path: SERVER },
      to: { circular: true, path: SERVER },
    },
    {
      name: 'no-circular-web',
      severity: 'error',
      comment: 'Web: no import cycles (same reason as on the server; lazily loaded pages depend on it).',
      from: { path: WEB },
      to: { circular: true, path: WEB },
    },
    {
      name: 'platform-imports-no-area',
      severity: 'error',
      comment:
        'src/platform is what every area builds on; it may not depend on any area (src/modules/**). ' +
        'What the platform needs from an area comes in through the module manifest or registry at run time.',
      from: { path: '^packages/server/src/platform/' },
      to: { path: '^packages/server/src/modules/' },
    },
    {
      name: 'area-imports-only-public-entry',
      severity: 'error',
      comment:
        'A file of one area (src/modules/<a>/**) may import from another area (src/modules/<b>/, b ≠ a) ' +
        "only that area's public entry: src/modules/<b>/index.ts (its manifest) or src/modules/<b>/api.ts (the " +
        "service tokens and types it offers, a leaf: see area-api-is-a-leaf). Its tables and inner files are its own. " +
        'No exemption for tests, demo or bench files inside an area folder: they belong to that area. ' +
        'src/test, src/demo and src/bench are outside src/modules, hence no area, and may build fixtures ' +
        "from any area's parts; a test needing another area's inner parts belongs there or uses its entry.",
      from: { path: '^packages/server/src/modules/([^/]+)/' },
      to: {
        path: '^packages/server/src/modules/([^/]+)/',
        pathNot: ['^packages/server/src/modules/$1/', '^packages/server/src/modules/[^/]+/(index|api)\\.ts$'],
      },
    },
    {
      name: 'area-api-is-a-leaf',
      severity: 'error',
      comment:
        "An area's api.ts declares the services it offers (typed tokens and their types) and imports only the " +
        'platform and the contract: a consumer that imports it depends on no table or inner file of the area, ' +
        'and two areas that offer each other services form no cycle.',
      from: { path: '^packages/server/src/modules/[^/]+/api\\.ts$' },
      to: { path: '^packages/server/src/modules/' },
    },
    {
      name: 'no-runtime-import-of-db-schema',
      severity: 'error',
      comment:
        'src/db/schema.ts re-exports every table for drizzle-kit only (drizzle.config.ts). Runtime code ' +
        'that imports it depends on every area at once; import the tables you use from their own file.',
      from: {
        path: SERVER,
        pathNot: ['^packages/server/src/db/schema\\.ts$', '^packages/server/drizzle\\.config\\.ts$'],
      },
      to: { path: '^packages/server/src/db/schema\\.ts$' },
    },
    {
      name: 'web-shared-code-imports-no-page',
      severity: 'error',
      comment:
        'Web: components, stores and the API client are shared by the pages and may not import a page ' +
        '(src/pages/**): pages are loaded lazily per module and depend on them, never the other way round.',
      from: { path: '^packages/web/src/(components|stores|api)/' },
      to: { path: '^packages/web/src/pages/' },
    },
  ],
  options: {
    // Only the two packages' own files: the contract package and libraries are not cruised.
    includeOnly: ['^packages/(server|web)/'],
    exclude: { path: ['/dist/', '/node_modules/'] },
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count too: a cycle through types still ties the files together, and an area
    // reading another's table types still depends on its inner files.
    tsPreCompilationDeps: true,
    // The server is NodeNext (imports spelled `./x.js` for `./x.ts`, which the cruiser maps); the web is
    // bundler-resolved (extensionless). Neither uses path aliases, so no tsconfig is needed to resolve.
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'require', 'node', 'default'],
    },
  },
};
