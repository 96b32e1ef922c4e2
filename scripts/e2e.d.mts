// Types of e2e.mjs for the TypeScript benches that drive Chromium (tests/bench/home-first-render.bench.ts).
export function ensureChromium(): void;
export function runE2e(extraArgs?: readonly string[]): Promise<number>;
