#!/usr/bin/env node
/**
 * What the model judges' evidence check costs real replies (docs/research/judges.md, "Evidence that bears on its
 * claim"): for every claim a reply calls "supported", whether its evidence bears on the claim by the offline
 * support rules (`evidenceBearing`, the shipped floor `EVIDENCE_BEARING_FLOOR`), and, as the attack it stops, how
 * many other sentences of the same context (real passages, not the one quoted) would have passed as its evidence.
 * Prints markdown: the rejection rate per floor beside the unrelated passages accepted, then each rejected claim
 * with its evidence. Runs on dist/ (`npm run build` first).
 *
 *   node scripts/measure/evidence-bearing.mjs [--file FILE] [--floor F]
 *
 * `--file` a JSON array of replies shaped like src/judge/openai/__fixtures__/small-model-replies.json (id, domain,
 * question, context, claims: [claim, verdict, evidence]), the default; `--floor` the floor whose rejections are
 * listed (default: the shipped one).
 */
import { readFileSync } from 'node:fs';
import { parseScriptArgs, repoBuild, usageError } from './script-args.mjs';

const NAME = 'evidence-bearing';
const values = parseScriptArgs(import.meta.url, {
  file: { type: 'string', default: 'src/judge/openai/__fixtures__/small-model-replies.json' },
  floor: { type: 'string' },
});
const floorArg = values.floor === undefined ? undefined : Number(values.floor);
if (floorArg !== undefined && !(floorArg >= 0 && floorArg <= 1)) {
  usageError(NAME, `--floor must be a share between 0 and 1 (got ${values.floor}); see --help`);
}
let rows;
try {
  rows = JSON.parse(readFileSync(values.file, 'utf8'));
} catch (error) {
  usageError(NAME, `cannot read --file ${values.file}: ${error.message}`);
}
if (!Array.isArray(rows)) usageError(NAME, `--file ${values.file} must hold a JSON array of replies`);
const dist = repoBuild(NAME);
const { EVIDENCE_BEARING_FLOOR, evidenceBearing, weakEvidenceProblem } = await dist('judge/evidence-bearing.js');
const { splitSentences, foldWords } = await dist('text/index.js');
const floor = floorArg ?? EVIDENCE_BEARING_FLOOR;

const real = [];
const unrelated = [];
for (const [i, row] of rows.entries()) {
  for (const key of ['id', 'question', 'context']) {
    if (typeof row?.[key] !== 'string') usageError(NAME, `${values.file}: reply ${i + 1} has no string "${key}"`);
  }
  if (!Array.isArray(row.claims)) usageError(NAME, `${values.file}: reply ${row.id} has no "claims" array`);
  const subject = { question: row.question, context: row.context };
  const sentences = splitSentences(row.context);
  for (const [claim, verdict, evidence] of row.claims) {
    if (verdict !== 'supported') continue;
    real.push({ id: row.id, domain: row.domain, claim, evidence, bearing: evidenceBearing(claim, evidence, subject) });
    // The audit's attack: another real passage of the same context as the evidence. A sentence that overlaps the
    // quoted evidence is the same passage, not an unrelated one.
    const quoted = foldWords(evidence);
    for (const sentence of sentences) {
      const folded = foldWords(sentence);
      if (folded.includes(quoted) || quoted.includes(folded) || sharesRun(folded, quoted)) continue;
      unrelated.push({ id: row.id, claim, evidence: sentence, bearing: evidenceBearing(claim, sentence, subject) });
    }
  }
}

/** Whether two folded texts share a run of four words (the same passage, cut differently). */
function sharesRun(a, b) {
  const words = b.split(' ');
  for (let i = 0; i + 4 <= words.length; i++) if (a.includes(words.slice(i, i + 4).join(' '))) return true;
  return false;
}

const rejected = (items, f) => items.filter((x) => weakEvidenceProblem(x.bearing, f) !== undefined);
const pct = (n, d) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)}%`);

console.log(`## Evidence check on ${rows.length} replies (${values.file})\n`);
console.log(`${real.length} supported claims; ${unrelated.length} (claim, unrelated sentence of its context) pairs.\n`);
console.log('| floor | supported claims rejected | unrelated passages accepted |');
console.log('|---|---|---|');
for (const f of [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]) {
  const r = rejected(real, f).length;
  const a = unrelated.length - rejected(unrelated, f).length;
  const mark = Math.abs(f - floor) < 1e-9 ? ' (shipped)' : '';
  console.log(`| ${f.toFixed(1)}${mark} | ${r} (${pct(r, real.length)}) | ${a} (${pct(a, unrelated.length)}) |`);
}
const at = rejected(real, floor);
console.log(
  `\nAt the floor ${floor}: ${at.length} of ${real.length} supported claims rejected (${pct(at.length, real.length)}).`,
);
for (const x of at) {
  console.log(
    `- ${x.id}: claim ${JSON.stringify(x.claim)}, evidence ${JSON.stringify(x.evidence)}: ${weakEvidenceProblem(x.bearing, floor)}`,
  );
}
const byDomain = new Map();
for (const x of real) {
  const d = byDomain.get(x.domain) ?? { n: 0, rejected: 0 };
  d.n++;
  if (weakEvidenceProblem(x.bearing, floor) !== undefined) d.rejected++;
  byDomain.set(x.domain, d);
}
console.log('\n| domain | supported claims | rejected |');
console.log('|---|---|---|');
for (const [domain, d] of [...byDomain].sort()) console.log(`| ${domain} | ${d.n} | ${d.rejected} |`);
