#!/usr/bin/env node
/**
 * Draws the citation sample in fixtures/attributionbench-citations/ (docs/research/correctness.md) from
 * AttributionBench (https://github.com/OSU-NLP-Group/AttributionBench, Apache-2.0): the claims that carry a citation
 * marker, from the ExpertQA rows of its in-distribution test sample and the HAGRID rows of its out-of-distribution
 * test split. None of these rows is in the dev split the heuristic judge was tuned on. Deterministic.
 *
 *   node scripts/measure/citations-sample.mjs --source DIR [--out fixtures/attributionbench-citations/labels.jsonl]
 *
 * DIR holds data/test_all_subset_balanced_sampled500.jsonl and data/test_ood_all_subset_balanced.jsonl. A row is kept
 * when its claim has at least one marker ("[3]") and every marker resolves to one of its references ("[3] ..."); the
 * references it does not cite are dropped. One row a claim: id, source, question, sentence (the claim as the answer
 * wrote it, markers included), passages ([{ marker, text }], the cited references without their marker and URL line),
 * human (1 = attributable to the cited passages, 0 = not).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseScriptArgs, usageError } from './script-args.mjs';

const values = parseScriptArgs(import.meta.url, {
  source: { type: 'string' },
  out: { type: 'string', default: 'fixtures/attributionbench-citations/labels.jsonl' },
});
if (!values.source)
  usageError('citations-sample', '--source DIR (a checkout of OSU-NLP-Group/AttributionBench) is required');

const read = (file) =>
  readFileSync(join(values.source, 'data', file), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
const SOURCES = [
  ['test_all_subset_balanced_sampled500.jsonl', 'ExpertQA'],
  ['test_ood_all_subset_balanced.jsonl', 'HAGRID'],
];
const MARKER = /\[(\d+)\]/g;
const rows = [];
const dropped = { noMarker: 0, unresolved: 0 };
for (const [file, source] of SOURCES) {
  for (const item of read(file)) {
    if (item.src_dataset !== source) continue;
    const markers = [...new Set([...item.claim.matchAll(MARKER)].map((m) => m[1]))];
    if (markers.length === 0) {
      dropped.noMarker++;
      continue;
    }
    const byMarker = new Map();
    for (const reference of item.references) {
      const m = /^\s*\[(\d+)\]\s*/.exec(reference);
      if (!m) continue;
      // ExpertQA's references start with the page's URL on its own line: the passage is what follows.
      const text = reference
        .slice(m[0].length)
        .replace(/^https?:\/\/\S*\s*\n/, '')
        .trim();
      byMarker.set(m[1], byMarker.has(m[1]) ? `${byMarker.get(m[1])}\n\n${text}` : text);
    }
    if (!markers.every((m) => byMarker.get(m))) {
      dropped.unresolved++;
      continue;
    }
    rows.push({
      id: item.id,
      source,
      question: item.question,
      sentence: item.claim.trim(),
      passages: markers.map((marker) => ({ marker, text: byMarker.get(marker) })),
      human: item.attribution_label === 'attributable' ? 1 : 0,
    });
  }
}
mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(values.out, `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`);
console.log(
  `${rows.length} rows written to ${values.out} (dropped: ${dropped.noMarker} without a marker, ${dropped.unresolved} with a marker no reference carries)`,
);
