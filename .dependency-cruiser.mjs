// The import directions of docs/architecture.md §2. `npm run lint` checks them (scripts/import-boundaries.mjs) and
// scripts/import-boundaries.test.mjs proves a breach fails. Paths are relative to the repository root.
const WEB = '^apps/web/src/';
const SERVER = '^apps/server/src/';
// Server tests build the whole app and seed any table they need, so they may reach across modules.
const SERVER_TESTS = ['\\.test\\.ts$', `${SERVER}test/`];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle, type-only imports included: move what both sides need into a third module.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-shared-code-imports-no-feature',
      comment: 'components/ and lib/ serve every feature, so they may not depend on a feature or on app/.',
      severity: 'error',
      from: { path: `${WEB}(components|lib)/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-feature-imports-no-app',
      comment: 'app/ (router, layout) composes the features; a feature may not reach back into it.',
      severity: 'error',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'web-feature-imports-no-other-feature',
      comment: 'A feature never imports another: share through components/ or lib/, or compose them in app/.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'server-lib-db-import-no-module',
      comment: 'lib/ and db/ serve every module, so they may not depend on a module or on app.ts/main.ts.',
      severity: 'error',
      from: { path: `${SERVER}(lib|db)/`, pathNot: SERVER_TESTS },
      to: { path: [`${SERVER}modules/`, `${SERVER}(app|main)\\.ts$`] },
    },
    {
      name: 'server-module-imports-no-app',
      comment: 'app.ts assembles the modules; a module may not reach back into it (or into main.ts).',
      severity: 'error',
      from: { path: `${SERVER}modules/`, pathNot: SERVER_TESTS },
      to: { path: `${SERVER}(app|main)\\.ts$` },
    },
    {
      name: 'server-module-uses-other-module-through-service',
      comment: "A module may call another module's *-service.ts, never its repository, tables or routes.",
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/`, pathNot: SERVER_TESTS },
      to: { path: `${SERVER}modules/`, pathNot: [`${SERVER}modules/$1/`, '-service\\.ts$'] },
    },
    {
      name: 'server-module-uses-only-its-own-tables',
      comment:
        "A module's code reads and writes only its own tables (db/schema/<module>.ts or <module>-*.ts); another module's data comes through that module's service.",
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/`, pathNot: SERVER_TESTS },
      to: {
        path: `${SERVER}db/schema(\\.ts$|/)`,
        pathNot: [`${SERVER}db/schema/$1[-.]`, `${SERVER}db/schema/columns\\.ts$`],
      },
    },
    {
      name: 'shared-imports-nothing-of-ours',
      comment: 'packages/shared is the contract both apps build on, so it may not import either of them.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // swc reads the TypeScript as written, so `import type` is an edge too (an `import type` loop is still a
    // loop). It stands in for the tsc parser + tsPreCompilationDeps, which need TypeScript < 7's JS API.
    parser: 'swc',
    // Resolves the web's `@/…` alias. Only apps/web declares `paths` (server and shared have no aliases),
    // so its tsconfig serves the whole cruise.
    tsConfig: { fileName: 'apps/web/tsconfig.json' },
    // Follows package.json `exports`, so `@plantopia/shared` resolves to packages/shared/src/index.ts and
    // takes part in the rules and the cycle check (dependency-cruiser ignores `exports` by default).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
