// Reads a V8 .cpuprofile (written by `node --cpu-prof`) and tells where the time went: the
// functions with the most self time, and the same time summed by package. Used by
// bench.ts under BENCH_PROFILE=1; also runnable alone:
//   node --import tsx bench/api/profile.ts <file.cpuprofile> [requests]
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type CpuProfile = {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
};

const REPO = new URL('../../', import.meta.url).pathname;

/** `node_modules/.pnpm/a@1/node_modules/a/dist/x.js` → `a`; our code by package; node's own. */
function areaOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node (internals)';
  const modules = url.split('/node_modules/');
  if (modules.length > 1) {
    const tail = modules[modules.length - 1] ?? '';
    const [scope = '', name = ''] = tail.split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const ours = /packages\/([^/]+)\//.exec(url);
  return ours ? `@runway-live/${ours[1]}` : url;
}

function shortUrl(url: string): string {
  const path = url.replace(/^file:\/\//, '').replace(REPO, '');
  const modules = path.split('/node_modules/');
  return modules[modules.length - 1] ?? path;
}

export type ProfileSummary = { busyMs: number; idleMs: number; text: string };

/** The top `count` functions by self time and the time by package, as printable lines. */
export function summariseProfile(
  profile: CpuProfile,
  options: { count?: number; requests?: number } = {},
): ProfileSummary {
  const count = options.count ?? 15;
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  }
  // Native leaves (writev, run) say little alone: the first of our frames or a package's
  // above them says who called.
  const callerOf = (id: number): string => {
    for (let at = parentOf.get(id); at !== undefined; at = parentOf.get(at)) {
      const frame = byId.get(at);
      if (frame?.url && !frame.url.startsWith('node:')) {
        return `${frame.functionName || '(anonymous)'}  ${shortUrl(frame.url)}:${frame.lineNumber + 1}`;
      }
    }
    return '(no JS caller)';
  };
  const callers = new Map<string, Map<string, number>>();
  const selfMicros = new Map<string, number>();
  const areaMicros = new Map<string, number>();
  let idle = 0;
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const micros = profile.timeDeltas[index + 1] ?? 0;
    const frame = byId.get(id);
    if (!frame) return;
    if (frame.functionName === '(idle)') {
      idle += micros;
      return;
    }
    busy += micros;
    const name = frame.functionName || '(anonymous)';
    const key = frame.url ? `${name}  ${shortUrl(frame.url)}:${frame.lineNumber + 1}` : name;
    selfMicros.set(key, (selfMicros.get(key) ?? 0) + micros);
    if (!frame.url) {
      const byCaller = callers.get(key) ?? new Map<string, number>();
      const caller = callerOf(id);
      byCaller.set(caller, (byCaller.get(caller) ?? 0) + micros);
      callers.set(key, byCaller);
    }
    const area = areaOf(frame.url, name);
    areaMicros.set(area, (areaMicros.get(area) ?? 0) + micros);
  });
  const perRequest = (micros: number) =>
    options.requests ? `${(micros / options.requests).toFixed(1).padStart(7)} µs/req  ` : '';
  const line = (micros: number, label: string) =>
    `${((100 * micros) / busy).toFixed(1).padStart(5)} %  ${perRequest(micros)}${label}`;
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
  const text = [
    `  busy ${(busy / 1000).toFixed(0)} ms (${perRequest(busy).trim() || 'requests unknown'}), idle ${(idle / 1000).toFixed(0)} ms`,
    '  self time by package:',
    ...top(areaMicros, 10).map(([label, micros]) => `    ${line(micros, label)}`),
    `  top ${count} functions by self time:`,
    ...top(selfMicros, count).flatMap(([label, micros]) => [
      `    ${line(micros, label)}`,
      ...top(callers.get(label) ?? new Map(), 3)
        .filter(([, share]) => share >= micros / 10)
        .map(([caller, share]) => `        ${line(share, `from ${caller}`)}`),
    ]),
  ].join('\n');
  return { busyMs: busy / 1000, idleMs: idle / 1000, text };
}

export function readProfile(file: string): CpuProfile {
  return JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [file, requests] = process.argv.slice(2);
  if (!file) throw new Error('usage: profile.ts <file.cpuprofile> [requests]');
  const summary = summariseProfile(readProfile(file), {
    count: 25,
    requests: requests ? Number(requests) : undefined,
  });
  console.log(summary.text);
}
