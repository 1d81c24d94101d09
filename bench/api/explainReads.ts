// Each measured read of a bench once, with the plans (EXPLAIN ANALYZE) of the queries it
// ran and the indexes they use: what the read benches' server children print.
import type { buildApp } from '../../packages/server/src/app';
import type { Database } from '../../packages/server/src/db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../packages/server/src/db/demoAccounts';
import type { BenchRead } from './readBench';
import { BENCH_SECRETS } from './secrets';

/** A SQL text with its $n parameters written in as literals, for EXPLAIN. */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_match, index: string) => {
    const value = params[Number(index) - 1];
    if (typeof value === 'number') return String(value);
    return `'${String(value).replace(/'/g, "''")}'`;
  });
}

const INDEX_USE =
  /(?:Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\S+)/g;

/** Each measured read once, with the plans (EXPLAIN ANALYZE) of the queries it ran. */
export async function explainReads(
  app: Awaited<ReturnType<typeof buildApp>>,
  db: Database,
  reads: BenchRead[],
  /** The queries worth a plan: those reading the bench's tables. */
  tables: RegExp,
  driver: string,
) {
  const captured: { text: string; params: unknown[] }[] = [];
  let capturing = false;
  // drizzle prepares every query with its session's logger: listen to the route's queries.
  const session = (db as unknown as { session: { logger: unknown } }).session;
  const before = session.logger;
  session.logger = {
    logQuery: (text: string, params: unknown[]) => {
      if (capturing) captured.push({ text, params });
    },
  };
  const tokens: Record<string, string> = {};
  for (const who of ['designer', 'admin'] as const) {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { api_key: BENCH_SECRETS.apiKey, 'x-envelope': 'off' },
      payload: { email: DEMO_ACCOUNTS[who].email, password: DEMO_PASSWORD, device_type: 'cms' },
    });
    tokens[who] = (login.json() as { token: string }).token;
  }
  const lines: string[] = [];
  for (const route of reads) {
    captured.length = 0;
    capturing = true;
    const response = await app.inject({
      method: 'GET',
      url: route.path,
      headers: {
        api_key: BENCH_SECRETS.apiKey,
        'x-envelope': 'off',
        authorization: `Bearer ${tokens[route.as]}`,
      },
    });
    capturing = false;
    if (response.statusCode !== 200) {
      throw new Error(
        `${route.name}: ${route.path} answered ${response.statusCode} ${response.body}`,
      );
    }
    // A list's total, or none for a report (its answer has no total).
    const total = (response.json() as { data?: { total?: number } }).data?.total ?? '—';
    const queries = captured.filter(({ text }) => tables.test(text));
    lines.push(`${route.name} — ${route.as}, ${route.path} (${total} rows match)`);
    for (const query of queries) {
      const plan = (await db.execute(
        `explain (analyze, buffers, costs off) ${inline(query.text, query.params)}`,
      )) as unknown as { rows: Record<string, string>[] };
      const text = plan.rows.map((row) => Object.values(row)[0]).join('\n');
      const indexes = [...new Set([...text.matchAll(INDEX_USE)].map((match) => match[1]))];
      const seqScans = [...text.matchAll(/Seq Scan on (\S+)/g)].map((match) => match[1]);
      const time = /Execution Time: ([\d.]+) ms/.exec(text)?.[1];
      // The list helper reads a page and its total in one query (lists/listPage.ts).
      const kind = /\blimit\b/i.test(query.text) ? 'page ' : 'total';
      lines.push(
        `  ${kind}: indexes ${indexes.join(', ') || '(none)'}${seqScans.length ? `; SEQ SCAN on ${seqScans.join(', ')}` : ''}; ${time} ms in the database`,
      );
      if (process.env.BENCH_PLANS === '1') lines.push(text.replace(/^/gm, '    '));
    }
  }
  session.logger = before;
  console.log(`\n[${driver}] query plans (EXPLAIN ANALYZE, after one warm call each):`);
  console.log(lines.join('\n'));
}
