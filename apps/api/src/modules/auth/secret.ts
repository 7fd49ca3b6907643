import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../config.ts';

/**
 * The signing secret: JWT_SECRET when set; for the embedded database, one generated once and kept in
 * DATA_DIR (so tokens survive restarts); random per process for in-memory test databases. A shared
 * PostgreSQL in production needs JWT_SECRET so every replica signs alike.
 */
export function resolveSecret(config: Config): Uint8Array {
  if (config.JWT_SECRET) return new TextEncoder().encode(config.JWT_SECRET);
  if (config.DATABASE_URL) {
    if (config.NODE_ENV === 'production') throw new Error('JWT_SECRET is required when DATABASE_URL is set');
    return randomBytes(32);
  }
  if (config.DATA_DIR === 'memory://' || config.DATA_DIR === '') return randomBytes(32);
  const file = join(config.DATA_DIR, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
