/**
 * The API's walls (ADR 0036). A module (apps/api/src/modules/<m>/) is entered from outside its folder only
 * through its public file, index.ts; its other files are private. Test files and the test helpers in src/test/
 * may reach inside (they set up and inspect internals); a helper anywhere else is held to the walls like production
 * code. No import cycle among modules: lint/api-module-cycles.mjs (run by `npm run lint:walls`), since
 * dependency-cruiser's folder-scope `circular` also counts test files and cycles through lib/ and plugins/.
 */

/** Test files (`*.test.ts`) and the test helpers, which all live in apps/api/src/test/: outside the walls. */
const testFiles = ['\\.test\\.ts$', '^apps/api/src/test/'];

const privateFiles = ['^apps/api/src/modules/[^/]+/index\\.ts$', ...testFiles];
const comment =
  "An API module is used from outside its folder only through its index.ts (ADR 0036): add what you need to that module's index.ts.";

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const forbidden = [
  {
    // From a module into another module's inner file ($1: the importing module, which may use its own files).
    name: 'api-module-public-file',
    comment,
    severity: 'error',
    from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: testFiles },
    to: { path: '^apps/api/src/modules/[^/]+/', pathNot: ['^apps/api/src/modules/$1/', ...privateFiles] },
  },
  {
    // From the rest of the API (app.ts, app-context.ts, plugins/, db/, lib/…) into a module's inner file.
    name: 'api-module-public-file-outside',
    comment,
    severity: 'error',
    from: { path: '^apps/api/src/', pathNot: ['^apps/api/src/modules/', ...testFiles] },
    to: { path: '^apps/api/src/modules/[^/]+/', pathNot: privateFiles },
  },
];

module.exports = { forbidden, testFiles };
