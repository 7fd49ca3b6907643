import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The apps/api folder, found from this module whether it runs from src/ (tsx) or dist/ (bundle). */
function findApiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === '@hajz/api') return dir;
    dir = dirname(dir);
  }
  throw new Error('cannot find apps/api from ' + import.meta.url);
}

export const apiRoot = findApiRoot();
export const repoRoot = resolve(apiRoot, '../..');
export const migrationsDir = join(apiRoot, 'drizzle');
export const webBuildDir = join(repoRoot, 'apps/web/build');
