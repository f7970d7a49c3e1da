import { describeContextIdMismatch, scoreOf } from '../evaluate/index.js';
import { meetsThreshold } from '../metric-registry.js';
import { mdEscape } from '../text/index.js';
import { type CaseResult, type Gate, isErrorVerdict, type Summary, type Trials } from '../types.js';

/** `0.70 (7/10)` for a case with trials, `-` for a case run once. */
export function formatTrialRate(r: CaseResult): string {
  return r.trials ? `${r.trials.passRate.toFixed(2)} (${r.trials.passed}/${r.trials.n})` : '-';
}

/** `1.00`, or `n/a` for null: the seed's number style. */
export function formatScore(value: number | null | undefined): string {
  return value === null || value === undefined ? 'n/a' : value.toFixed(2);
}

function formatGateValue(gate: Gate, value: Gate['value']): string {
  if (typeof value !== 'number') return String(value);
  return gate.op === '<=' ? String(value) : value.toFixed(2);
}

/**
 * One gate: `contextRecall 1.00 >= 0.99` (passed) or `faithfulness 0.00, needs >= 0.60` (failed: the value, then
 * what the gate needs, so a failing gate never reads like a passing one).
 */
export function formatGate(gate: Gate): string {
  const value = formatGateValue(gate, gate.value);
  const threshold = formatGateValue(gate, gate.threshold);
  if (gate.passed) return `${gate.metric} ${value} ${gate.op} ${threshold}`;
  if (gate.value === null) return `${gate.metric} not measured (gate ${gate.op} ${threshold})`;
  if (gate.metric === 'refused') {
    return gate.threshold
      ? 'refused: no (the question is out of scope: it must refuse)'
      : 'refused: yes (in scope: it must answer)';
  }
  if (gate.metric === 'answers') return 'answers: no (it only asks questions: nothing in it answers)';
  return `${gate.metric} ${value}, needs ${gate.op} ${threshold}`;
}

/** The keywords a case's answer lacks, quoted: `"30 days", "receipt"`. */
function quoteKeywords(keywords: readonly string[]): string {
  return keywords.map((k) => JSON.stringify(k)).join(', ');
}

/** Whether the case's keyword gate failed (so its missing keywords are what to fix). */
function keywordGateFailed(r: CaseResult): boolean {
  return r.gates.some((g) => g.metric === 'keywordCoverage' && !g.passed);
}

/** `7/10 trials pass (0.70)`, with `flaky` when the trials got different verdicts. */
export function formatPassRate(trials: Trials): string {
  return `${trials.passed}/${trials.n} trials pass (${trials.passRate.toFixed(2)})${trials.flaky ? ' flaky' : ''}`;
}

/** `2 FIX generation (faithfulness), 1 FIX retrieval`: the failing verdicts of the trials, most frequent first. */
function failingVerdicts(trials: Trials): string {
  const counts = new Map<string, number>();
  for (const t of trials.runs) if (!t.passed) counts.set(t.verdict, (counts.get(t.verdict) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([verdict, n]) => `${n} ${verdict}`)
    .join(', ');
}

/** At most this many trials are listed one by one in a diagnosis (all of them are in the JSON report). */
const TRIALS_LISTED = 50;

/** Each trial's verdict: `#0 pass · #1 FIX retrieval · ...`. */
export function formatTrialVerdicts(trials: Trials): string {
  const listed = trials.runs.slice(0, TRIALS_LISTED).map((t) => `#${t.index} ${t.verdict}`);
  if (trials.runs.length > TRIALS_LISTED) listed.push(`... and ${trials.runs.length - TRIALS_LISTED} more`);
  return listed.join(' · ');
}

/**
 * The lines a diagnosis gets for a case with trials: `k of n trials` passed or failed against `minPassRate`,
 * the failing verdicts, each trial's verdict, and which trial the rest of the diagnosis shows.
 */
function trialLines(r: CaseResult): string[] {
  const t = r.trials;
  if (!t) return [];
  const rate = `pass rate ${t.passRate.toFixed(2)}${meetsThreshold(t.passRate, t.minPassRate) ? ' >=' : ', needs >='} minPassRate ${t.minPassRate.toFixed(2)}`;
  const failed = t.n - t.passed;
  const lines = [
    `  trials: ${t.passed} of ${t.n} trials passed, ${failed} of ${t.n} trials failed (${rate})${failed > 0 ? `: ${failingVerdicts(t)}` : ''}${t.flaky ? ' [flaky: the trials disagree]' : ''}`,
  ];
  const errored = t.runs.filter((run) => run.error).length;
  if (errored > 0 && isErrorVerdict(r.verdict) && errored < t.n) {
    lines.push(
      `  ${errored} of ${t.n} trials errored: an ERROR in any trial makes the case an ERROR (\`allowTrialErrors: true\` counts it as a failing trial)`,
    );
  }
  lines.push(`  per trial: ${formatTrialVerdicts(t)}`, `  shown below: trial #${t.shown}`);
  return lines;
}

/** The one-line state of a case: verdict, the cause of an ERROR, and its main metrics. */
export function formatOneLine(r: CaseResult): string {
  const m = r.metrics;
  const parts: string[] = [r.verdict];
  if (r.trials) parts.push(formatPassRate(r.trials));
  if (r.error) parts.push(`${r.error.kind} error: ${truncate(r.error.message, 200)}`);
  parts.push(
    `recall ${formatScore(m.contextRecall)}`,
    `faith ${formatScore(m.faithfulness)}`,
    `hit@${m.k} ${formatScore(m.hitAtK)}`,
    `mrr ${formatScore(m.reciprocalRank)}`,
  );
  if (m.keywordCoverage !== undefined) {
    const missing =
      keywordGateFailed(r) && m.missingKeywords?.length ? ` (missing ${quoteKeywords(m.missingKeywords)})` : '';
    parts.push(`keywords ${formatScore(m.keywordCoverage)}${missing}`);
  }
  if (m.correctness != null) parts.push(`correct ${formatScore(m.correctness)}`);
  if (m.citationValidity != null) {
    parts.push(`citations valid ${formatScore(m.citationValidity)} supported ${formatScore(m.citationSupport)}`);
  }
  if (m.unsupported.length > 0) parts.push(`unsupported ${m.unsupported.join(', ')}`);
  if (r.refusal?.uncertain && r.refusal.judge === undefined) parts.push('refusal: uncertain (counted as no)');
  else if (r.refusal?.judge !== undefined && r.refusal.lexical !== r.refusal.judge) {
    const yes = (b: boolean) => (b ? 'yes' : 'no');
    parts.push(`refusal: judge ${yes(r.refusal.judge)} (decides), lexical ${yes(r.refusal.lexical)}`);
  }
  if (r.outcome === 'known failure') parts.push('(known failure)');
  if (r.outcome === 'draft') parts.push('(draft, not reviewed)');
  return parts.join(' | ');
}

export interface DiagnosisOptions {
  /**
   * List the frames of the error the adapter threw. The Vitest harness turns them off: it makes them the failure's
   * own stack, so Vitest shows the code where the app failed.
   * @default true
   */
  stack?: boolean;
  /**
   * Wrap ragcheck's own lines longer than this many characters at a space, continued under their indent (the
   * answer, a claim, a long gate), so a panel that does not wrap (Vitest UI's error view) shows them whole. The
   * adapter's stack is never wrapped. Off by default.
   */
  width?: number;
}

/**
 * One line when an LLM judge and the lexical rule read refusal differently (the judge decides; not an error), else
 * undefined.
 */
function formatRefusalDisagreement(r: CaseResult): string | undefined {
  if (r.refusal?.uncertain) {
    if (r.refusal.judge === undefined) {
      return `refusal: uncertain: the lexical rule cannot settle whether the answer refuses (${r.refusal.lexicalReason}); it counts as not a refusal. A judge that reads refusals decides it (--judge cascade with an LLM model, or --judge openai).`;
    }
    return `refusal: the lexical rule cannot settle it (${r.refusal.lexicalReason}); the ${r.judge.name} judge reads the answer as ${r.refusal.judge ? 'a refusal' : 'not a refusal'} and decides.`;
  }
  if (r.refusal?.judge === undefined || r.refusal.lexical === r.refusal.judge) return undefined;
  const reads = (refuses: boolean) => (refuses ? 'a refusal' : 'not a refusal');
  return `refusal: the ${r.judge.name} judge reads the answer as ${reads(r.refusal.judge)} and decides; the lexical rule reads it as ${reads(r.refusal.lexical)} (${r.refusal.lexicalReason}). A disagreement, not an error.`;
}

/**
 * The diagnosis of a case in plain text (no colour codes: they break Vitest UI's error view): verdict first, then
 * each failing metric against its threshold, a refusal call the LLM judge and the lexical rule disagree on, golden
 * vs retrieved ids, each claim with its verdict and missing words, the unsupported numbers/codes, and the answer.
 */
export function formatDiagnosis(r: CaseResult, options: DiagnosisOptions = {}): string {
  const lines: string[] = [`${r.verdict}  [${r.id}] ${r.question}`];
  if (r.outcomeMessage) lines.push(`  ${r.outcomeMessage}`);
  lines.push(...trialLines(r));
  if (r.error) {
    lines.push(`  ${r.error.kind} error: ${r.error.message}`);
    if (r.error.raw !== undefined) lines.push(`  raw output: ${truncate(r.error.raw, 500)}`);
    if (r.error.stack && options.stack !== false) lines.push(`  ${r.error.kind} stack:`, r.error.stack);
  }
  // Every failing gate in one list. A gate with no value was not measured (the judge failed): the cause above
  // says why, so it is named apart rather than shown as a score below its threshold.
  const failed = r.gates.filter((g) => !g.passed && g.value !== null);
  if (failed.length > 0) {
    lines.push('  failing gates:');
    for (const g of failed) {
      const missing = g.metric === 'keywordCoverage' ? r.metrics.missingKeywords : undefined;
      lines.push(`    - ${formatGate(g)}${missing?.length ? `  (missing keywords: ${quoteKeywords(missing)})` : ''}`);
    }
  }
  const unmeasured = r.gates.filter((g) => !g.passed && g.value === null).map((g) => g.metric);
  if (unmeasured.length > 0) {
    const why = r.error ? `the ${r.error.kind} failed: see the error above` : 'no value';
    lines.push(`  not measured: ${unmeasured.join(', ')} (${why})`);
  }
  const refusalNote = formatRefusalDisagreement(r);
  if (refusalNote) lines.push(`  ${refusalNote}`);
  if (r.verdict !== 'ERROR (adapter)') {
    lines.push(`  golden:    ${r.golden.length === 0 ? '(none: out of scope, must refuse)' : r.golden.join(', ')}`);
    const missing = r.golden.filter((g) => !r.retrieved.includes(g));
    lines.push(`  retrieved: ${r.retrieved.length === 0 ? '(nothing)' : r.retrieved.join(', ')}`);
    const recall = r.metrics.contextRecall;
    if (recall !== null && recall < 1 && missing.length > 0) lines.push(`  not retrieved: ${missing.join(', ')}`);
    if (r.contextIdMismatch) lines.push(`  context ids: ${describeContextIdMismatch(r.contextIdMismatch)}`);
  }
  if (r.claims.length > 0) {
    lines.push('  claims:');
    for (const c of r.claims) {
      const mark =
        c.verdict === 'supported'
          ? 'ok'
          : c.verdict === 'contradicted'
            ? 'CONTRADICTED'
            : c.verdict === 'uncertain'
              ? 'UNCERTAIN: needs a model judge,'
              : 'UNSUPPORTED';
      let line = `    [${mark} ${c.support.toFixed(2)}] ${c.text}`;
      if (c.missing.length > 0) line += `  (missing: ${c.missing.join(', ')})`;
      lines.push(line);
      if (c.evidence && c.verdict !== 'supported') lines.push(`        evidence: ${truncate(c.evidence, 240)}`);
    }
  } else if (r.metrics.refused) {
    lines.push('  claims: (refusal: no claims to verify)');
  } else if (r.metrics.questions?.length) {
    lines.push('  claims: (none: the answer only asks questions)');
  }
  if (r.metrics.questions?.length) {
    lines.push('  questions (assert nothing, not checked):');
    for (const q of r.metrics.questions) lines.push(`    [question] ${truncate(q, 240)}`);
  }
  const a = r.judge.abstention;
  if (a && a.uncertain > 0) {
    const counted = a.escalated
      ? `decided by the model judge (${a.modelCalls} call(s))`
      : `counted as ${a.policy === 'pass' ? 'supported' : a.policy === 'fail' ? 'unsupported' : 'undecided'} (uncertain: ${a.policy})${a.undecided ? '; the verdict depends on them: use a model judge (--judge cascade)' : ''}`;
    lines.push(`  uncertain claims: ${a.uncertain}, ${counted}`);
  }
  if (r.metrics.unsupported.length > 0) lines.push(`  unsupported numbers/codes: ${r.metrics.unsupported.join(', ')}`);
  lines.push(...correctnessLines(r));
  lines.push(...citationLines(r));
  if (r.answer !== null) lines.push(`  answer: ${truncate(r.answer, 600)}`);
  if (options.width === undefined) return lines.join('\n');
  const width = options.width;
  return lines.map((line) => (line === r.error?.stack ? line : wrapLine(line, width))).join('\n');
}

/**
 * `line` cut at spaces into lines of at most `width` characters (a longer word stays whole), each continuation
 * indented two spaces more than the line.
 *
 * @example
 * wrapLine('  answer: one two three', 16) // => '  answer: one\n    two three'
 */
export function wrapLine(line: string, width: number): string {
  if (line.length <= width) return line;
  const indent = /^ */.exec(line)?.[0] ?? '';
  const [first = '', ...rest] = line.slice(indent.length).split(' ');
  const out: string[] = [];
  let current = `${indent}${first}`;
  for (const word of rest) {
    if (current.length + 1 + word.length <= width || word === '') current += ` ${word}`;
    else {
      out.push(current);
      current = `${indent}  ${word}`;
    }
  }
  out.push(current);
  return out.join('\n');
}

/**
 * The reference facts the answer misses or contradicts, and, for `FIX generation (incorrect)`, where to look: the
 * answer is faithful to its chunks and the golden chunks were retrieved, so either the answer left the fact out
 * (generation) or the chunks say something else than the reference (the corpus, or an outdated reference).
 */
function correctnessLines(r: CaseResult): string[] {
  const c = r.correctness;
  if (!c) return [];
  if (c.unmeasured !== undefined) return [`  correctness not measured (no gate reads it): ${c.unmeasured}`];
  const lines: string[] = [];
  const list = (label: string, items: readonly string[]) => {
    if (items.length === 0) return;
    lines.push(`  ${label}:`);
    for (const item of items) lines.push(`    - ${truncate(item, 240)}`);
  };
  list('reference facts contradicted by the answer', c.contradicted);
  list('reference facts missing from the answer', c.missing);
  if (c.numbers.length > 0) lines.push(`  reference numbers/dates/amounts missing: ${c.numbers.join(', ')}`);
  list('reference facts the judge left uncertain (not counted)', c.uncertain);
  if (r.verdict === 'FIX generation (incorrect)') {
    lines.push(
      '  where: the answer is faithful to its chunks and the golden chunks were retrieved. If those chunks state the facts above, the generation left them out (generation); if they do not, the corpus or the reference is out of date (corpus).',
    );
  }
  return lines;
}

/**
 * The markers that resolve to no returned context and the cited sentences their chunks do not support, each with
 * the chunk it cites and, when another returned chunk supports it, that chunk: `cites [2] doc-7; supported by [1]
 * doc-3`.
 */
function citationLines(r: CaseResult): string[] {
  const c = r.citations;
  if (!c) return [];
  const m = r.metrics;
  const resolved = c.markers.filter((x) => x.contextId !== null).length;
  const decided = c.sentences.filter((s) => s.verdict === 'supported' || s.verdict === 'unsupported');
  const supported = decided.filter((s) => s.verdict === 'supported').length;
  const unjudged = c.sentences.every((s) => s.verdict === 'unjudged');
  const why =
    c.unmeasured !== undefined
      ? ` (not measured, no gate reads it: ${c.unmeasured})`
      : unjudged
        ? ` (judge "${r.judge.name}" does not score citations)`
        : '';
  const support =
    m.citationSupport == null
      ? `support ${formatScore(m.citationSupport)}${why}`
      : `support ${formatScore(m.citationSupport)} (${supported} of ${decided.length} cited sentences)`;
  const lines = [
    `  citations: validity ${formatScore(m.citationValidity)} (${resolved} of ${c.markers.length} markers resolve), ${support}`,
  ];
  const returned = r.retrieved.length;
  const dangling = c.markers.filter((x) => x.contextId === null);
  if (dangling.length > 0) {
    lines.push('  markers that resolve to no returned context:');
    for (const x of dangling.slice(0, 10)) {
      const ref = x.marker === `[${x.ref}]` ? '' : ` (ref ${x.ref})`;
      lines.push(`    - ${x.marker}${ref}: ${returned} context${returned === 1 ? '' : 's'} returned`);
    }
  }
  const position = (id: string) => r.retrieved.indexOf(id) + 1;
  const unsupported = c.sentences.filter((s) => s.verdict === 'unsupported');
  if (unsupported.length > 0) {
    lines.push('  cited sentences the cited chunks do not support:');
    for (const s of unsupported.slice(0, 10)) {
      const cites =
        s.cited.length > 0
          ? s.cited.map((id) => `[${position(id)}] ${id}`).join(', ')
          : `${s.refs.map((x) => `[${x}]`).join('')} (no returned context)`;
      const by = s.supportedBy
        ? `; supported by [${s.supportedBy.position}] ${s.supportedBy.id}`
        : '; no returned chunk supports it alone';
      lines.push(`    - ${JSON.stringify(truncate(s.text, 200))} cites ${cites}${by}`);
    }
    if (unsupported.length > 10) lines.push(`    ... and ${unsupported.length - 10} more`);
  }
  return lines;
}

function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

/**
 * What the counts mean, in one line: `passed` counts verdicts `pass` and `correct refusal` (Vitest's own "passed"
 * also counts known failures, whose tests pass), `known` counts cases that got the verdict their knownFailure
 * expects.
 */
export function explainCounts(summary: Summary): string {
  const pass = summary.byVerdict.pass ?? 0;
  const refusal = summary.byVerdict['correct refusal'] ?? 0;
  let line = `passed = verdict pass (${pass}) or correct refusal (${refusal})`;
  const nowPassing = pass + refusal - summary.passed;
  if (nowPassing > 0) line += `, less ${nowPassing} known failure(s) that now pass (counted as failed)`;
  if (summary.known > 0) {
    line += `; known = the verdict the case's knownFailure expects (its test passes, so Vitest counts it as passed)`;
  }
  return line;
}

/**
 * `+ 12 unreviewed drafts (not gating): 7 pass, 5 FIX retrieval`, or undefined when the run had none: drafts are
 * reported apart from the counts above.
 */
export function formatDrafts(summary: Summary): string | undefined {
  const d = summary.drafts;
  if (!d || d.total === 0) return undefined;
  const verdicts = Object.entries(d.byVerdict)
    .sort((a, b) => b[1] - a[1])
    .map(([v, n]) => `${n} ${v}`)
    .join(', ');
  return `+ ${d.total} unreviewed draft${d.total === 1 ? '' : 's'} (not gating; review each, then delete its "draft" field): ${verdicts}`;
}

/** `4 cases: 2 passed, 0 failed, 2 known, 0 errors`, what the counts mean, and the counts per verdict. */
export function formatSummary(summary: Summary): string {
  const head = `${summary.total} case${summary.total === 1 ? '' : 's'}: ${summary.passed} passed, ${summary.failed} failed, ${summary.known} known, ${summary.errors} errors`;
  const verdicts = Object.entries(summary.byVerdict)
    .sort((a, b) => b[1] - a[1])
    .map(([v, n]) => `${n} ${v}`)
    .join(', ');
  const lines = [head, `  ${explainCounts(summary)}`];
  if (verdicts) lines.push(`by verdict: ${verdicts}`);
  const drafts = formatDrafts(summary);
  if (drafts) lines.push(drafts);
  const u = summary.usage;
  if (summary.trials) {
    lines.push(
      `trials: ${summary.trials.total} in all; ${summary.trials.flaky} flaky case(s) (trials with different verdicts)`,
    );
  }
  if (u) {
    const cost = u.costUsd === undefined ? '' : `, estimated $${u.costUsd.toFixed(4)}`;
    const over = summary.trials ? 'judged answer(s), every trial counted' : 'case(s)';
    lines.push(
      `judge usage: ${u.totalTokens} tokens (${u.promptTokens} prompt + ${u.completionTokens} completion) over ${u.calls} ${over}${cost}`,
    );
  }
  const line = abstentionLine(summary);
  if (line) lines.push(line);
  return lines.join('\n');
}

/** The run's abstention figures: answers decided offline, escalated, model calls, and what deciding offline saved. */
export function abstentionLine(summary: Summary): string | undefined {
  const a = summary.abstention;
  if (!a) return undefined;
  const saved =
    a.tokensSavedEstimate === null
      ? `${a.decidedOffline} model call(s) saved`
      : `about ${a.decidedOffline} model call(s) and ${a.tokensSavedEstimate} tokens saved (at this run's tokens per escalated answer)`;
  return `judge abstention: ${a.decidedOffline} of ${a.answers} answer(s) decided offline, ${a.escalated} escalated (${a.modelCalls} model call(s), ${a.modelTokens} tokens), ${a.undecided - a.escalated} undecided and not escalated; ${a.uncertainClaims} uncertain claim(s); ${saved}`;
}

/** A markdown report: summary, then a table of cases (only problems when `onlyProblems`). */
export function formatMarkdown(
  results: readonly CaseResult[],
  summary: Summary,
  options: { title?: string; onlyProblems?: boolean } = {},
): string {
  const lines = [`## ${options.title ?? 'ragcheck'}`, ''];
  lines.push(
    `**${summary.total}** cases: **${summary.passed}** passed, **${summary.failed}** failed, **${summary.known}** known, **${summary.errors}** errors`,
    '',
    `_${explainCounts(summary)}._`,
    '',
    ...(formatDrafts(summary) ? [formatDrafts(summary) as string, ''] : []),
  );
  if (summary.trials) {
    lines.push(`Trials: ${summary.trials.total} in all, **${summary.trials.flaky}** flaky case(s).`, '');
  }
  if (summary.usage) {
    const u = summary.usage;
    const cost = u.costUsd === undefined ? '' : ` (estimated $${u.costUsd.toFixed(4)})`;
    const over = summary.trials ? 'judged answer(s), every trial counted' : 'case(s)';
    lines.push(`Judge usage: ${u.totalTokens} tokens over ${u.calls} ${over}${cost}.`, '');
  }
  const abstention = abstentionLine(summary);
  if (abstention) lines.push(`${abstention[0]?.toUpperCase()}${abstention.slice(1)}.`, '');
  // The pass-rate column appears only when some case ran several trials.
  const withTrials = results.some((r) => r.trials);
  lines.push(
    `| case | question | recall | faith |${withTrials ? ' pass rate |' : ''} verdict |`,
    `| --- | --- | ---: | ---: |${withTrials ? ' ---: |' : ''} --- |`,
  );
  for (const r of results) {
    if (options.onlyProblems && r.outcome === 'pass') continue;
    const flaky = r.trials?.flaky ? ' (flaky)' : '';
    const verdict =
      r.outcome === 'known failure'
        ? `${r.verdict} (known)${flaky}`
        : r.outcome === 'draft'
          ? `${r.verdict} (draft)${flaky}`
          : r.outcome === 'pass'
            ? `${r.verdict}${flaky}`
            : `**${r.verdict}**${flaky}`;
    const rate = withTrials ? ` ${formatTrialRate(r)} |` : '';
    lines.push(
      `| ${mdEscape(r.id)} | ${mdEscape(r.question.slice(0, 80))} | ${formatScore(scoreOf(r, 'contextRecall'))} | ${formatScore(scoreOf(r, 'faithfulness'))} |${rate} ${verdict} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}
