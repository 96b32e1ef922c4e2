#!/usr/bin/env node
// `npm run dev`: the API server (restarted on change by tsx watch) and the Vite dev server side by side.
// Vite proxies /api, /connect and /hubs to the API (vite.config.ts), so open http://localhost:5173.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root, viteBin } from './build-state.mjs';

const apiPort = process.env.PORT ?? '8080';
const tsxCli = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

const processes = [
  { name: 'api', args: [tsxCli, 'watch', '--clear-screen=false', 'server/main.ts'], env: { PORT: apiPort } },
  { name: 'web', args: [viteBin, '--strictPort'], env: { API_PROXY_TARGET: `http://localhost:${apiPort}` } },
];

const children = [];
let stopping = false;

function stopAll(signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}

function prefixLines(name, stream, target) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (text) => {
    pending += text;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => {
    if (pending) target.write(`[${name}] ${pending}\n`);
  });
}

for (const { name, args, env } of processes) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixLines(name, child.stdout, process.stdout);
  prefixLines(name, child.stderr, process.stderr);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[${name}] exited with code ${code}; stopping the other process.`);
      process.exitCode = code ?? 1;
      stopAll();
    }
  });
  children.push(child);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
