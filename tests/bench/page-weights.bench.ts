// The JavaScript Chromium fetches on the way through the portal, page after page, in KiB of gzip beside each page's
// budget (scripts/weigh-pages.ts; issue 15 item 3). Figures only. `npm run bench -- page-weights`.
import { ensureBuilt } from '../../scripts/build-state.mjs';
import { printWeights, weighPages } from '../../scripts/weigh-pages.ts';

await ensureBuilt();
const weights = await weighPages();
printWeights(weights);
for (const problem of weights.flatMap((weight) => weight.problems)) console.log(`note: ${problem}`);
