/**
 * Renders a run's results as markdown and writes them into BENCHMARKS.md between the results markers, leaving the
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

function overheadRows(r) {
  const rows = [];
  for (const [size, o] of Object.entries(r.scenarios.overhead ?? {})) {
    rows.push(
      `| 1 | \`vitest run\`, ${n(size)} cases in 10 files: ragcheck vs ${n(size)} trivial tests | ${s(o.plain.ms)} | ${s(o.ragcheck.ms)} | ${x(o.ratio)} | ${target(o.ratio, 1.3)} |`,
    );
    if (o.isolated) {
      rows.push(
        `| 1 | same, ragcheck project with \`isolate: true\` (each eval file imports ragcheck again; information) | ${s(o.plain.ms)} | ${s(o.isolated.ms)} | ${x(o.isolatedRatio)} | (${target(o.isolatedRatio, 1.3)}) |`,
      );
    }
  }
  return rows;
}

function scaleRows(r) {
  const sc = r.scenarios.scale;
  if (!sc) return [];
  return [
    `| 2 | \`vitest run\`, ${n(sc.size)} cases in 10 files: ragcheck vs trivial tests | ${s(sc.plain.ms)} | ${s(sc.ragcheck.ms)} | ${x(sc.ratio)} | - |`,
    `| 2 | growth ${n(sc.fromSize)} -> ${n(sc.size)} cases (ragcheck wall time; linear = ${x(sc.size / sc.fromSize)}) | ${s(sc.fromMs)} | ${s(sc.ragcheck.ms)} | ${x(sc.growth)} | linear: ${sc.growth <= (1.15 * sc.size) / sc.fromSize ? 'met' : '**missed**'} |`,
    `| 2 | peak RSS, largest process, ${n(sc.size)} cases (plain / ragcheck) | ${mb(sc.plain.peakProcessMb)} | ${mb(sc.ragcheck.peakProcessMb)} | ${x(sc.ragcheck.peakProcessMb / sc.plain.peakProcessMb)} | - |`,
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
  const rp = r.scenarios.replay;
  if (rp) {
    rows.push(
      `| 5 | \`evaluateCases\`, ${n(rp.replay.cases)} cases: OpenAI judge replayed from cache vs heuristic judge | ${s(rp.heuristic.ms)} | ${s(rp.replay.ms)} | ${x(rp.ratio)} | ${target(rp.ratio, 1.2)} |`,
      `| 5 | same, whole worker process (imports, loading, scoring) | ${s(rp.heuristic.processMs)} | ${s(rp.replay.processMs)} | ${x(rp.processRatio)} | - |`,
    );
  }
  return rows;
}

function detailLines(r) {
  const lines = [];
  const sc = r.scenarios;
  for (const [size, o] of Object.entries(sc.overhead ?? {})) {
    lines.push(
      `- Scenario 1, ${n(size)} cases: samples plain [${o.plain.samples.map((v) => s(v)).join(', ')}], ragcheck [${o.ragcheck.samples.map((v) => s(v)).join(', ')}]; per-pair ratios ${o.pairRatios.map(x).join(', ')}; CPU time (user + sys, whole tree) ${s(o.plain.cpuMs)} / ${s(o.ragcheck.cpuMs)} = ${x(o.cpuRatio)}${o.isolated ? ` (isolate: true ${s(o.isolated.cpuMs)} = ${x(o.isolatedCpuRatio)}; samples [${o.isolated.samples.map((v) => s(v)).join(', ')}])` : ''}; peak RSS of the largest process ${mb(o.plain.peakProcessMb)} / ${mb(o.ragcheck.peakProcessMb)}.`,
    );
  }
  if (sc.scale) {
    lines.push(
      `- Scenario 2: samples plain [${sc.scale.plain.samples.map((v) => s(v)).join(', ')}], ragcheck [${sc.scale.ragcheck.samples.map((v) => s(v)).join(', ')}]; CPU time ${s(sc.scale.plain.cpuMs)} / ${s(sc.scale.ragcheck.cpuMs)} = ${x(sc.scale.cpuRatio)}; peak RSS of the whole process tree ${mb(sc.scale.plain.peakTreeMb)} / ${mb(sc.scale.ragcheck.peakTreeMb)}.`,
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
  const rows = [...overheadRows(r), ...scaleRows(r), ...scoringRows(r), ...judgeRows(r)];
  const notRun = Object.entries(r.notRun ?? {}).map(([name, why]) => `- ${name}: ${why}`);
  return [
    START,
    '## Results',
    '',
    ...machineLines(r),
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
