/**
 * The bundle's budgets as rules (decision 0006): a page's JavaScript against its limit, and
 * the modules it must not load. `pnpm bench bundle` measures; these decide, and a breach
 * fails the command (its exit code), so CI stops a page that grew past its budget.
 */

/** A module a page must not load, and where it belongs instead. */
export type Forbidden = { module: RegExp; why: string };

export type PageBudget = {
  /** How the page is named in the lines printed, e.g. '/auth/login'. */
  page: string;
  /** What it weighs, gzip KB as the browser fetches it. */
  kb: number;
  limitKb: number;
  /** The modules its scripts hold. */
  modules: readonly string[];
  forbidden: readonly Forbidden[];
};

export type BudgetVerdict = {
  /** '/auth/login (146.8 KB) is within the 150 KB budget.' */
  line: string;
  /** One line per breach; none when the page keeps to its budget. */
  breaches: string[];
};

export function checkBudget(budget: PageBudget): BudgetVerdict {
  const over = budget.kb > budget.limitKb;
  const line = `${budget.page} (${budget.kb.toFixed(1)} KB) is ${over ? 'OVER' : 'within'} the ${budget.limitKb} KB budget.`;
  const breaches = over ? [line] : [];
  for (const { module, why } of budget.forbidden) {
    const found = budget.modules.filter((id) => module.test(id));
    if (found.length === 0) continue;
    breaches.push(
      `${budget.page} loads ${found.length} module(s) matching ${module} (${why}): ${found.slice(0, 3).join(', ')}`,
    );
  }
  return { line, breaches };
}
