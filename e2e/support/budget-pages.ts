import { beforeAll } from 'vitest';
import { paths } from '../../src/model/paths.js';
import { storeLetter } from './letter-fixtures.js';
import { FRIEND_BUDGET, HOME_BUDGET, type PageBudget } from './page-budgets.js';

/**
 * The pages with budgets, each with its path: `/`, and a friend's page of a letter stored on the
 * server at `origin` in a beforeAll (call it at a test file's top level, after the server's).
 */
export function budgetPages(origin: () => string): [PageBudget, () => string][] {
  let friendPath = '';
  beforeAll(async () => {
    friendPath = `${paths.finalLetter}?id=${await storeLetter(origin(), 'See you at the lake!')}`;
  });
  return [
    [HOME_BUDGET, () => paths.home],
    [FRIEND_BUDGET, () => friendPath],
  ];
}
