import type { Plugin } from 'vite';

/**
 * The modules public pages run before they are hydrated: what the given route modules (the root, the public
 * layouts and pages) import statically, followed to the end, in the client build. The `shell` chunk group takes only these
 * (ADR 0046): a name pattern alone (`lib/`, `components/layouts/`) also swept in the account area's layout and
 * the helpers only account screens and dialogs use, which every public page then downloaded and evaluated.
 *
 * `has(id)` is read by the chunk group's test, which the bundler calls after the module graph is complete
 * (`buildEnd`); ids carry no query here, a route module's client id may (`root.tsx?…`), so both are compared
 * without it.
 */
export function shellGraph(roots: string[]): Plugin & { has(id: string): boolean } {
  const reachable = new Set<string>();
  const path = (id: string) => id.split('?')[0]!;
  return {
    name: 'hajz-shell-graph',
    apply: 'build',
    has: (id) => reachable.has(path(id)),
    buildEnd() {
      if (this.environment?.name !== 'client') return;
      reachable.clear();
      // A route module may be in the graph several times under queries (React Router's client route and its chunks).
      const queue = [...this.getModuleIds()].filter((id) => roots.includes(path(id)));
      const missing = roots.filter((root) => !queue.some((id) => path(id) === root));
      if (missing.length > 0) this.error(`shell-graph: not in the build: ${missing.join(', ')}`);
      const seen = new Set<string>();
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (seen.has(id)) continue;
        seen.add(id);
        reachable.add(path(id));
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
