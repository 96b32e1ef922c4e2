// Lighthouse 12 (the last major that runs on Node 20) on /login with its default mobile settings: a mid-range phone,
// simulated slow 4G and a 4x slower CPU (issue 15 item 5). Beside it, in the same run and with the same settings, a
// bare HTML page served by the same machine: the best this machine and these settings can score, so the portal's
// figures read against what is possible here and now. Figures only, never asserted: `npm run bench -- lighthouse`.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuilt } from '../../scripts/build-state.mjs';
import { startServer } from './bench-support';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Runs per page: the machine is shared and noisy, so the median of a few. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

type Figures = { performance: number; accessibility: number; fcp: number; lcp: number; tbt: number; cls: number; ttfb: number };

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((categories.performance?.score ?? Number.NaN) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? Number.NaN) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    ttfb: value('server-response-time'),
  };
}

async function medianOf(url: string, port: number): Promise<Figures> {
  const runs: Figures[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await audit(url, port));
  const pick = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    ttfb: pick('ttfb'),
  };
}

/** The reference: a page with a heading and a paragraph, no script, served without delay. */
function startBarePage(): Promise<{ url: string; close: () => void }> {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Reference</title></head><body><main><h1>Reference page</h1><p>The same machine, the same settings, nothing to load.</p></main></body></html>';
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() }));
  });
}

const ms = (value: number) => `${Math.round(value)} ms`;

function row(name: string, figures: Figures): string {
  return [
    name.padEnd(22),
    `performance ${String(figures.performance).padStart(3)}`,
    `accessibility ${String(figures.accessibility).padStart(3)}`,
    `LCP ${ms(figures.lcp).padStart(8)}`,
    `CLS ${figures.cls.toFixed(3)}`,
    `TBT ${ms(figures.tbt).padStart(7)}`,
    `FCP ${ms(figures.fcp).padStart(8)}`,
    `TTFB ${ms(figures.ttfb).padStart(6)}`,
  ].join('  ');
}

await ensureBuilt();
const server = await startServer();
const bare = await startBarePage();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
try {
  const reference = await medianOf(bare.url, chrome.port);
  const login = await medianOf(`${server.baseUrl}/login`, chrome.port);
  console.log(`Lighthouse ${RUNS} run(s) each, median, mobile settings (simulated slow 4G, 4x CPU slowdown); TBT stands in for INP in a lab run.`);
  console.log(row('reference (bare page)', reference));
  console.log(row('/login', login));
  console.log(`goals: performance >= 90 (${login.performance >= 90 ? 'met' : 'not met'}), accessibility 100 (${login.accessibility === 100 ? 'met' : 'not met'})`);
} finally {
  await chrome.kill();
  bare.close();
  await server.stop();
}
