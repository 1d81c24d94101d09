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

/** A chunk of a build as the budgets see it: its file, gzip KB and modules. */
export type BuiltChunk = { fileName: string; kb: number; modules: readonly string[] };

/** A module of the chart library (recharts) marks the chunk holding it as a chart chunk. */
const CHART_LIBRARY = /\/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?recharts\//;

/**
 * Each chunk of the console's build that holds the chart library, as a budget of its own,
 * and all of them together (issue 34): the charts load lazily with the reports and the
 * dashboard, so no page budget sees them grow. A chunk is named by its file without the
 * content hash, so a line reads the same from one build to the next.
 */
export function chartChunkBudgets(
  chunks: readonly BuiltChunk[],
  limits: { eachKb: number; togetherKb: number },
): PageBudget[] {
  const charts = chunks.filter((chunk) => chunk.modules.some((id) => CHART_LIBRARY.test(id)));
  const each = charts.map((chunk) => ({
    page: `chart chunk ${chunk.fileName.replace(/-[\w-]{8}\.js$/, '.js')}`,
    kb: chunk.kb,
    limitKb: limits.eachKb,
    modules: chunk.modules,
    forbidden: [],
  }));
  const together = {
    page: `the ${charts.length} chart chunks together`,
    kb: charts.reduce((sum, chunk) => sum + chunk.kb, 0),
    limitKb: limits.togetherKb,
    modules: charts.flatMap((chunk) => chunk.modules),
    forbidden: [],
  };
  return charts.length === 0 ? [] : [...each, together];
}
