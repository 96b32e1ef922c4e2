// Types of build-state.mjs for the TypeScript benches (tests/bench/*.bench.ts).
export const root: string;
export const distIndex: string;
export function buildNeeded(): string | null;
export function run(command: string, args: readonly string[], options?: Record<string, unknown>): Promise<number>;
export function viteBuild(): Promise<number>;
export function ensureBuilt(options?: { log?: (message: string) => void }): Promise<boolean>;
