import { fileURLToPath, URL } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { chunkFamilies, PROBE_ENV } from './scripts/chunk-families.ts';
import { routeAreas } from './scripts/route-areas.ts';

/**
 * What TanStack's splitter moves out of a route file, into one lazy module per route: loaders travel with their
 * page's component (route definitions load with the first page, and a loader left in them would bring its feature's
 * code and zod to the login page; decision 008). The build then gathers the routes of an area into one lazy file
 * (scripts/route-areas.ts, decision 214).
 */
const routeSplitGrouping = ['loader', 'component', 'pendingComponent', 'errorComponent', 'notFoundComponent'] as const;

/**
 * The build that tells which lazy entries load each module (scripts/chunk-families.ts): this configuration split the
 * default way, written nowhere, without the service worker and the compressed copies.
 */
const probing = process.env[PROBE_ENV] === '1';
const families = chunkFamilies({
  probe: async () => {
    process.env[PROBE_ENV] = '1';
    try {
      const result = await build({ configFile: fileURLToPath(import.meta.url), logLevel: 'silent', build: { write: false } });
      const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
      return outputs.flatMap((output) => output.output.filter((item) => item.type === 'chunk'));
    } finally {
      delete process.env[PROBE_ENV];
    }
  },
});

/** The API server that `npm run dev` starts next to the Vite dev server (scripts/dev.mjs). */
const apiTarget = process.env.API_PROXY_TARGET ?? `http://localhost:${process.env.PORT ?? '8080'}`;

/** Primary blue of the theme (spec section 9); also in index.html and public/favicon.svg. */
const themeColor = '#1d4ed8';
const backgroundColor = '#ffffff';

/**
 * Lingui's macros are compiled by Babel, but only in our own sources that import a macro: plugin-react 6
 * has no Babel pass, and running Babel on every file would cost build time for nothing.
 * See docs/decisions/020-build-pipeline.md.
 */
const linguiMacroPreset = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: {
    filter: {
      id: { include: [/[/\\]src[/\\].*\.[cm]?[jt]sx?(?:$|\?)/], exclude: [/[/\\]node_modules[/\\]/] },
      code: /@lingui\/(?:core|react)\/macro/,
    },
  },
});

/**
 * Writes `.vite/chunk-packages.json`: for each emitted JS chunk, the npm packages bundled into it.
 * scripts/check-budgets.mjs uses it to prove that heavy, feature-only libraries (SignalR, exceljs, charts)
 * never reach the chunks loaded at start. Package names only, so no local paths leak into dist.
 */
function chunkPackagesReport(): Plugin {
  return {
    name: 'donor-portal:chunk-packages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const packages = new Set<string>();
        for (const id of output.moduleIds) {
          const match = /[/\\]node_modules[/\\]((?:@[^/\\]+[/\\])?[^/\\]+)/.exec(id.split('?')[0] ?? id);
          if (match?.[1]) packages.add(match[1].replace('\\', '/'));
        }
        report[output.fileName] = [...packages].toSorted();
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-packages.json', source: `${JSON.stringify(report, null, 2)}\n` });
    },
  };
}

/**
 * Fluent's light theme as CSS custom properties inlined into index.html, instead of a theme object that
 * FluentProvider turns into the same variables at run time. The object and its colour palettes weigh about
 * 10 KiB of gzipped JavaScript on the first load; the stylesheet is 3.4 KiB and paints before any script runs.
 * The provider still receives the few tokens the portal overrides (app-providers.tsx). See decision 008.
 */
function fluentThemeStylesheet(): Plugin {
  return {
    name: 'donor-portal:fluent-theme-css',
    async transformIndexHtml() {
      const { webLightTheme } = await import('@fluentui/tokens');
      const variables = Object.entries(webLightTheme)
        .map(([name, value]) => `--${name}:${String(value)}`)
        .join(';');
      return [{ tag: 'style', attrs: { id: 'fluent-theme' }, children: `:root{${variables}}`, injectTo: 'head-prepend' }];
    },
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      codeSplittingOptions: { defaultBehavior: [[...routeSplitGrouping]] },
    }),
    // The splitter's identifier for that grouping: its names sorted, joined by '---'.
    routeAreas({ routesDirectory: fileURLToPath(new URL('./src/routes', import.meta.url)), grouping: routeSplitGrouping.toSorted().join('---') }),
    babel({ presets: [linguiMacroPreset] }),
    react(),
    lingui(),
    probing ? undefined : families.plugin,
    probing ? undefined : VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'Donor Portal',
        short_name: 'Donor Portal',
        description: 'Grant management for funders: grants, proposals, projects and notifications.',
        lang: 'en',
        // The manifest spec allows 'auto' (the app is en and ar), but vite-plugin-pwa types only ltr | rtl.
        ...({ dir: 'auto' } as Record<string, string>),
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: themeColor,
        background_color: backgroundColor,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // PRECACHE_EXCLUDED_CHUNKS of contract/reference-paths.ts (a test holds the two together): fetched and kept on
        // first use instead (sw/sw.ts; docs/decisions/210-precache-in-few-files.md).
        globIgnores: ['assets/password-dictionaries-*.js'],
        // Catalogs, Fluent UI and lazily loaded feature chunks stay well below this; a bigger file is a mistake.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false, type: 'module' },
    }),
    chunkPackagesReport(),
    // Each file is compressed once, at the strongest levels, and served precompressed (server/platform/static-site.ts).
    probing ? undefined : compression({
      include: /\.(?:js|css|html|svg|json|webmanifest)$/,
      threshold: 512,
      algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress')],
    }),
    fluentThemeStylesheet(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/connect': { target: apiTarget, changeOrigin: false },
      '/hubs': { target: apiTarget, changeOrigin: false, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget },
      '/connect': { target: apiTarget },
      '/hubs': { target: apiTarget, ws: true },
    },
  },
  build: {
    target: 'es2022',
    // scripts/check-budgets.mjs reads .vite/manifest.json to weigh what each entry point loads.
    manifest: true,
    chunkSizeWarningLimit: 600,
    // No dependency lists for lazy chunks: Vite would put the names of every route chunk's dependencies into
    // the first page's code (3.5 KiB gzip with the grants pages, growing with every route). A route's chunk
    // then fetches its imports itself, one round trip later, on the first visit only: the service worker
    // precaches every chunk after the first load. The entry's own preload links in index.html stay. See decision 008.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      // The portal's own modules do their work when called, never on import (no registration by import alone: an
      // outbox action is defined in the module whose hook uses it). Saying so lets a feature's index.ts re-export
      // many pieces while a chunk that uses one of them loads only that one (docs/decisions/211-feature-boundaries.md).
      treeshake: {
        moduleSideEffects: (id) => (/[\\/](src[\\/](features|ui|lib)|contract)[\\/]/.test(id) ? false : undefined),
        // A zod schema is a value: building one has no effect, so a module that shares a file with schemas nobody on
        // the page uses (the contract's) does not bring zod along. scripts/check-boundaries.mjs refuses `z.config` and
        // zod's global registry in src, the two zod calls made for an effect (decision 210).
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          // Everything the first page needs in one file: on a slow link one request beats fifty, and one
          // gzip stream compresses better than many. Later pages still get their own chunks. See decision 008.
          groups: [
            {
              name: (id) => (families.claimBoot(id), 'boot'),
              tags: ['$initial'],
              test: (id) => !/index\.html|[\\/]src[\\/]main\.tsx$/.test(id),
            },
            // The password dictionaries alone, under a name the precache leaves out (decisions 161 and 210).
            { name: 'password-dictionaries', test: /[\\/]node_modules[\\/]@zxcvbn-ts[\\/]/ },
            // The code lazy pages share: one file per set of page families (scripts/chunk-families.ts, decision 214).
            ...(probing ? [] : [families.group]),
          ],
        },
      },
    },
  },
});
