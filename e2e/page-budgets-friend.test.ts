/**
 * Speed that holds, in bytes: a friend's page, loaded as a visitor loads it from the production build,
 * stays within its budget (support/page-budgets.ts): the JavaScript and CSS it fetches before and
 * after the first paint in every language, and the app started only after that paint
 * (support/byte-budget-suite.ts). The CPU budgets are in page-cpu-budgets.test.ts, run alone.
 * Lighthouse's score is too noisy for shared cores; these are its causes.
 */
import { describeByteBudget } from './support/byte-budget-suite.js';
import { FRIEND_BUDGET } from './support/page-budgets.js';
import { sharedServerAndBrowser } from './support/suite.js';

// When the first paint comes is the visitor's browser's: the headless shell paints later.
const { origin, browser } = sharedServerAndBrowser({ visitorsBrowser: true });

describeByteBudget(FRIEND_BUDGET, origin, browser);
