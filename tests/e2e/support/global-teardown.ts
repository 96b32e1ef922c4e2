import { rmSync } from 'node:fs';

/** Removes the data directory that playwright.config.ts created when Playwright was started directly. */
export default function globalTeardown(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir && process.env.E2E_DATA_DIR_OWNED === '1') rmSync(dataDir, { recursive: true, force: true });
}
