#!/usr/bin/env node
// `npm run i18n:check`: fails when the catalogs on disk are stale (extraction would add a message) or when
// an Arabic translation is empty. It extracts in memory with Lingui's own API and writes nothing, so it is
// deterministic and safe in CI. Fix a failure with `npm run i18n:extract`, then translate src/locales/ar/messages.po.
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Locales that must be complete; the source locale's msgstr may stay empty (the msgid is the text). */
const REQUIRED_LOCALES = ['ar'];

const root = fileURLToPath(new URL('..', import.meta.url));

function describe(id, message) {
  const text = message?.message ?? message?.translation ?? '';
  const origin = message?.origin?.[0]?.[0];
  return `  - ${JSON.stringify(text || id)}${origin ? ` (${origin})` : ''}`;
}

export async function checkCatalogs({ log = console.log } = {}) {
  const config = getConfig({ cwd: root, skipValidation: false });
  const catalogs = await getCatalogs(config);
  const problems = [];
  let total = 0;

  for (const catalog of catalogs) {
    const where = relative(root, catalog.path);
    const extracted = (await catalog.collect()) ?? {};
    const onDisk = await catalog.readAll();
    const ids = Object.keys(extracted);
    total += ids.length;

    for (const locale of catalog.locales) {
      const messages = onDisk[locale] ?? {};
      const notInCatalog = ids.filter((id) => !messages[id] || messages[id].obsolete);
      if (notInCatalog.length > 0) {
        problems.push(
          `${where} [${locale}] is stale: ${notInCatalog.length} message(s) in the sources are not in the catalog. Run \`npm run i18n:extract\`.`,
          ...notInCatalog.map((id) => describe(id, extracted[id])),
        );
      }
      const obsolete = Object.keys(messages).filter((id) => !extracted[id] && !messages[id].obsolete);
      if (obsolete.length > 0) {
        log(`note: ${where} [${locale}] has ${obsolete.length} message(s) no longer in the sources; \`npm run i18n:extract\` removes them.`);
      }
    }

    for (const locale of REQUIRED_LOCALES.filter((l) => catalog.locales.includes(l))) {
      const messages = onDisk[locale] ?? {};
      const untranslated = ids.filter((id) => messages[id] && !messages[id].obsolete && !messages[id].translation?.trim());
      if (untranslated.length > 0) {
        problems.push(
          `${where} [${locale}] has ${untranslated.length} message(s) without a translation:`,
          ...untranslated.map((id) => describe(id, extracted[id])),
        );
      }
    }
  }

  return { total, locales: config.locales, problems };
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const { total, locales, problems } = await checkCatalogs();
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(`i18n check failed (${total} message(s) in the sources).`);
    process.exit(1);
  }
  console.log(`i18n check passed: ${total} message(s), catalogs up to date and complete for ${locales.join(', ')}.`);
}
