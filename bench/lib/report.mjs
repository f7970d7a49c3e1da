/**
 * Renders a run's results as markdown and writes them into docs/research/benchmarks.md between the results markers, leaving the
 * hand-written text around them alone.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const START = '<!-- bench:results:start (written by `npm run bench`; edit outside these markers) -->';
export const END = '<!-- bench:results:end -->';

const s = (ms) => (!Number.isFinite(ms) ? 'n/a' : ms >= 100 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);
const x = (ratio) => (Number.isFinite(ratio) ? `${ratio.toFixed(2)}x` : 'n/a');
const n = (value) => Math.round(value).toLocaleString('en-US');
const mb = (value) => `${Math.round(value)} MB`;
const target = (ratio, max) => (Number.isFinite(ratio) ? `<= ${max}: ${ratio <= max ? 'met' : '**missed**'}` : 'n/a');

function machineLines(r) {
  const m = r.machine;
  return [
    `- Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB RAM (${m.freeMemoryGb} GB free at start), ${m.os}, Node ${m.node}`,
    `- Load average (1 min) at start ${r.loadBefore}, at end ${r.loadAfter}${r.loadBefore > m.cores ? ' (other work was running: absolute times are inflated, same-run ratios less so)' : ''}`,
    `- Revision: ${m.revision}; run ${r.startedAt}, ${s(r.durationMs)} in all, ${r.reps} repetition(s) per variant, alternating`,
    `- Command: \`${r.command}\``,
  ];
}

const VARIANT_NAMES = {
  ragcheck: 'ragcheck `vitest run` (`ragcheckProject()`: `isolate: false`)',
  cli: '`ragcheck eval`, same case files, judge and thresholds',
  plainSame: 'plain Vitest, as many trivial tests, same isolation (`isolate: false`)',
  plainDefault: 'plain Vitest, as many trivial tests, its defaults (`isolate: true`)',
  scored:
    'plain Vitest, same isolation, each test scoring its case with `evaluateCase` (same files, judge, thresholds)',
  isolated: 'ragcheck `vitest run` with `isolate: true` (information)',
};
const BASELINE_NAMES = {
  cli: '`ragcheck eval` on the same case files (the harness over scoring alone)',
  plainSame: 'plain Vitest at the same isolation (`isolate: false`)',
  plainDefault: 'plain Vitest with its defaults (`isolate: true`)',
  scored:
    'plain Vitest at the same isolation, each test scoring its case with `evaluateCase` (the harness over Vitest plus scoring)',
  isolated: 'plain Vitest with its defaults, ragcheck with `isolate: true` too (information)',
};
/** Targets of issue 15, by size and baseline: wall-time ratio at 5,000 cases, peak RSS at 50,000. */
const WALL_TARGETS = { 5000: { cli: 1.3, plainSame: 1.6 } };
const RSS_TARGETS = { 50000: { plainSame: 2, plainDefault: 2 } };

/** Scenarios 1 and 2 by size: { size: result } with the scale run under its own size. */
function harnessRuns(r) {
  const runs = { ...(r.scenarios.overhead ?? {}) };
  if (r.scenarios.scale) runs[r.scenarios.scale.size] = r.scenarios.scale;
  return Object.entries(runs).sort(([a], [b]) => Number(a) - Number(b));
}

function harnessTables(r) {
  const runs = harnessRuns(r);
  if (runs.length === 0) return [];
  const absolute = [];
  const ratios = [];
  for (const [size, o] of runs) {
    for (const name of Object.keys(VARIANT_NAMES)) {
      const v = o[name];
      if (!v) continue;
      absolute.push(
        `| ${n(size)} | ${VARIANT_NAMES[name]} | ${s(v.ms)} | ${s(v.cpuMs)} | ${mb(v.peakProcessMb)} | ${mb(v.peakTreeMb)} |`,
      );
    }
    for (const [name, vs] of Object.entries(o.vs ?? {})) {
      const wallTarget = WALL_TARGETS[size]?.[name];
      const rssTarget = RSS_TARGETS[size]?.[name];
      const targets = [
        wallTarget ? `wall ${target(vs.ratio, wallTarget)}` : '',
        rssTarget ? `RSS ${target(vs.rssRatio, rssTarget)}` : '',
      ].filter(Boolean);
      ratios.push(
        `| ${n(size)} | ${BASELINE_NAMES[name]} | ${x(vs.ratio)} | ${x(vs.cpuRatio)} | ${x(vs.rssRatio)} | ${targets.join('; ') || '-'} |`,
      );
    }
  }
  return [
    '',
    `**Harness cost** (scenarios 1 and 2): medians of ${r.reps} alternating run(s) per variant; CPU is user + sys of the whole process tree (Vitest runs a main process and workers, \`ragcheck eval\` one process); peak RSS polled from /proc.`,
    '',
    '| cases | run | wall | CPU | peak RSS, largest process | peak RSS, process tree |',
    '| --- | --- | --- | --- | --- | --- |',
    ...absolute,
    '',
    '| cases | ragcheck `vitest run` vs | wall ratio | CPU ratio | peak RSS ratio (largest process) | target |',
    '| --- | --- | --- | --- | --- | --- |',
    ...ratios,
  ];
}

/** The headline ratios (docs/vitest.md quotes these): 5,000 cases, or the largest size run below 50,000. */
export function headlineLines(r) {
  const runs = harnessRuns(r).filter(([size]) => Number(size) < 50000);
  const [size, o] = runs.find(([sz]) => Number(sz) === 5000) ?? runs[runs.length - 1] ?? [];
  if (!o?.vs) return [];
  const lines = [
    `Headline, ${n(size)} cases in 10 files (wall time, medians of ${r.reps} alternating run(s); CPU = user + sys of the process tree): ragcheck's \`vitest run\` takes`,
  ];
  for (const name of ['cli', 'plainSame', 'plainDefault', 'scored']) {
    const vs = o.vs[name];
    if (vs) lines.push(`- ${x(vs.ratio)} the wall time of ${BASELINE_NAMES[name]} (CPU ${x(vs.cpuRatio)})`);
  }
  const big = r.scenarios.scale;
  if (big?.vs?.plainSame) {
    lines.push(
      `- at ${n(big.size)} cases, peak RSS of the largest process ${mb(big.ragcheck.peakProcessMb)}: ${x(big.vs.plainSame.rssRatio)} plain Vitest at the same isolation (${mb(big.plainSame.peakProcessMb)})${big.vs.plainDefault ? `, ${x(big.vs.plainDefault.rssRatio)} with its defaults (${mb(big.plainDefault.peakProcessMb)})` : ''}`,
    );
  }
  return lines;
}

function scaleRows(r) {
  const sc = r.scenarios.scale;
  if (!sc) return [];
  return [
    `| 2 | growth ${n(sc.fromSize)} -> ${n(sc.size)} cases (ragcheck \`vitest run\` wall time; linear = ${x(sc.size / sc.fromSize)}) | ${s(sc.fromMs)} | ${s(sc.ragcheck.ms)} | ${x(sc.growth)} | linear: ${sc.growth <= (1.15 * sc.size) / sc.fromSize ? 'met' : '**missed**'} |`,
  ];
}

function scoringRows(r) {
  const rows = [];
  const sc = r.scenarios.scoring;
  if (sc) {
    rows.push(
      `| 3 | \`evaluateCases\`, ${n(sc.heuristic.cases)} cases x ${n(r.config.scoringChunks)} chunks: heuristic vs overlap judge | ${s(sc.overlap.ms)} (${n(sc.overlap.casesPerSecond)} cases/s) | ${s(sc.heuristic.ms)} (${n(sc.heuristic.casesPerSecond)} cases/s) | ${x(sc.ratio)} | - |`,
    );
  }
  const cli = r.scenarios.cli;
  if (cli) {
    rows.push(
      `| 3 | \`ragcheck eval\` (whole process, load + score + JSON), same ${n(r.config.scoringCases)} cases | - | ${s(cli.ms)}, ${mb(cli.peakProcessMb)} | - | - |`,
    );
  }
  const bm = r.scenarios.bm25;
  if (bm) {
    rows.push(
      `| 3 | BM25 index, ${n(bm.ragcheck.chunks)} chunks: ragcheck vs plain reference | ${s(bm.reference.indexMs)} | ${s(bm.ragcheck.indexMs)} | ${x(bm.indexRatio)} | - |`,
      `| 3 | BM25 query, ${n(bm.ragcheck.queries)} queries, top 10, ms/query | ${bm.reference.msPerQuery.toFixed(3)} ms | ${bm.ragcheck.msPerQuery.toFixed(3)} ms | ${x(bm.queryRatio)} | - |`,
    );
  }
  return rows;
}

function judgeRows(r) {
  const rows = [];
  for (const [key, label] of [
    ['judge', 'no errors'],
    ['judge429', '5% of calls 429, Retry-After 1 s'],
  ]) {
    const j = r.scenarios[key];
    if (!j) continue;
    const c = r.config;
    rows.push(
      `| 4 | OpenAI judge, ${n(j.openai.answered)} answered calls x ${c.latencyMs} ms at concurrency ${c.judgeConcurrency}, ${label}: vs ideal | ${s(j.idealMs)} | ${s(j.openai.ms)} | ${x(j.ratio)} | ${key === 'judge' ? target(j.ratio, 1.15) : 'report'} |`,
      `| 4 | plain fetch() floor, same server and settings: vs ideal | ${s(j.idealMs)} | ${s(j.raw.ms)} | ${x(j.rawRatio)} | - |`,
    );
  }
  const fp = r.scenarios.fingerprint;
  if (fp) {
    rows.push(
      `| 6 | \`vitest run\` CI replay of ${n(fp.size)} recorded app answers: with recording fingerprints vs without | ${s(fp.without.ms)} | ${s(fp.with.ms)} | ${x(fp.ratio)} (CPU ${x(fp.cpuRatio)}) | ${target(fp.ratio, 1.05)} |`,
    );
  }
  const rp = r.scenarios.replay;
  if (rp) {
    rows.push(
      `| 5 | \`evaluateCases\`, ${n(rp.replay.cases)} cases: OpenAI judge replayed from cache vs heuristic judge | ${s(rp.heuristic.ms)} | ${s(rp.replay.ms)} | ${x(rp.ratio)} | ${target(rp.ratio, 1.2)} |`,
      `| 5 | same, whole worker process (imports, loading, scoring) | ${s(rp.heuristic.processMs)} | ${s(rp.replay.processMs)} | ${x(rp.processRatio)} | - |`,
    );
  }
  const mu = r.scenarios.mutate;
  if (mu) {
    rows.push(
      `| 7 | \`ragcheck mutate\` (all operators, heuristic judge) vs one \`ragcheck eval\`, same ${n(mu.cases)} recorded cases, whole processes | ${s(mu.eval.ms)} | ${s(mu.mutate.ms)} | ${x(mu.ratio)} | ${target(mu.ratio, 12)} |`,
    );
  }
  return rows;
}

function detailLines(r) {
  const lines = [];
  const sc = r.scenarios;
  for (const [size, o] of harnessRuns(r)) {
    const samples = (name) => `${name} [${o[name].samples.map((v) => s(v)).join(', ')}]`;
    const pairs = Object.entries(o.vs ?? {}).map(
      ([name, vs]) => `vs ${name} wall ${vs.pairRatios.map(x).join(', ')}, CPU ${vs.cpuPairRatios.map(x).join(', ')}`,
    );
    lines.push(
      `- ${n(size)} cases: wall samples ${Object.keys(VARIANT_NAMES)
        .filter((name) => o[name])
        .map(samples)
        .join(', ')}; per-pair ratios ${pairs.join('; ')}.`,
    );
  }
  if (sc.scoring) {
    lines.push(
      `- Scenario 3: loading (loadCorpusSync + loadCasesSync) took ${s(sc.scoring.heuristic.loadMs)}, not counted in the scoring time. Verdicts: ${JSON.stringify(sc.scoring.heuristic.verdicts)}.`,
    );
  }
  if (sc.bm25) {
    lines.push(
      `- BM25 agreement with the reference: same top hit for ${(100 * sc.bm25.agreement.top1).toFixed(1)}% of queries, mean top-10 overlap ${(100 * sc.bm25.agreement.top10Overlap).toFixed(1)}%.`,
    );
  }
  for (const key of ['judge', 'judge429']) {
    const j = sc[key];
    if (!j) continue;
    lines.push(
      `- Scenario 4${key === 'judge429' ? ' (429s)' : ''}: ${n(j.openai.calls)} requests, ${n(j.openai.rateLimited)} answered 429; at most ${j.openai.maxInFlight} in flight (limit ${r.config.judgeConcurrency})${j.openai.rateLimited > 0 ? `; waiting out every Retry-After in its slot bounds the run at ${s(j.boundMs)}, so the judge is at ${x(j.openai.ms / j.boundMs)} of that bound (fetch floor ${x(j.raw.ms / j.boundMs)})` : ''}.`,
    );
  }
  return lines;
}

/** The generated markdown block (markers included). */
export function renderResults(r) {
  const rows = [...scaleRows(r), ...scoringRows(r), ...judgeRows(r)];
  const headline = headlineLines(r);
  const notRun = Object.entries(r.notRun ?? {}).map(([name, why]) => `- ${name}: ${why}`);
  return [
    START,
    '## Results',
    '',
    ...machineLines(r),
    ...(headline.length > 0 ? ['', ...headline] : []),
    ...harnessTables(r),
    '',
    '| # | scenario | baseline (median) | measured (median) | ratio | target |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    ...detailLines(r),
    ...(notRun.length > 0 ? ['', '**Not run:**', ...notRun] : []),
    END,
  ].join('\n');
}

/** Replaces the results block of `path` (or appends one). */
export function writeResults(path, markdown) {
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${markdown}${current.slice(end + END.length)}`
      : `${current.trimEnd()}\n\n${markdown}\n`;
  writeFileSync(path, next);
}
