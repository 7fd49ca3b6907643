/**
 * The web app's walls (issue 25, ADR 0037). Layers under apps/web/app/:
 *   routes/, root.tsx, routes.ts, dialogs.ts  compose the app: they may import anything;
 *   features/<name>/                          one capability each: never another feature;
 *   admin-kit/                                the back office's shared kit (its API client, staff context, form
 *                                             fields, pager, load states): imported by admin features and the
 *                                             support desk, never imports a feature;
 *   components/, lib/                         shared by every page (the customer pages' shared chunk): never a
 *                                             feature, and never the back office's kit.
 * What two features share moves to components/, lib/ or admin-kit/.
 */
const app = '^apps/web/app/';

module.exports = {
  forbidden: [
    {
      name: 'web-feature-to-feature',
      comment:
        'A web feature never imports another feature: move what they share to components/, lib/ or admin-kit/.',
      severity: 'error',
      from: { path: `${app}features/([^/]+)/` },
      to: { path: `${app}features/`, pathNot: `${app}features/$1/` },
    },
    {
      name: 'web-shared-to-feature',
      comment: 'lib/, components/ and admin-kit/ are shared layers: they never import a feature.',
      severity: 'error',
      from: { path: `${app}(lib|components|admin-kit)/` },
      to: { path: `${app}features/` },
    },
    {
      name: 'web-customer-shared-to-admin-kit',
      comment:
        'lib/ and components/ load on customer pages: the back office kit stays out of them (scripts/js-budget.mjs).',
      severity: 'error',
      from: { path: `${app}(lib|components)/` },
      to: { path: `${app}admin-kit/` },
    },
  ],
};
