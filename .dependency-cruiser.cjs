/** The architecture's walls (lint/README.md): one forbidden list from the API's rules and the web app's. */
const api = require('./lint/api-walls.cjs');
const web = require('./lint/web-walls.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [...api.forbidden, ...web.forbidden],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '/build/', '\\.react-router/'] },
    tsPreCompilationDeps: true,
    // The web app's `~/` alias (apps/api uses relative paths only).
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    combinedDependencies: false,
  },
};
