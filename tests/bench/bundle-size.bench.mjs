// Gzip size of the JavaScript each page loads before it paints (the same figures `npm test` holds to budgets).
import { ensureBuilt } from '../../scripts/build-state.mjs';
import { measureBudgets, printBudgets } from '../../scripts/check-budgets.mjs';

await ensureBuilt();
const measured = measureBudgets();
printBudgets(measured);
for (const problem of measured.problems) console.log(`note: ${problem}`);
