#!/usr/bin/env node
/**
 * Draws the EVOUNA sample in fixtures/evouna/ (docs/research/correctness.md) from a checkout of
 * https://github.com/wangcunxiang/QA-Eval (Apache-2.0). Deterministic: the same source gives the same file.
 *
 *   node scripts/measure/evouna-sample.mjs --source DIR [--questions 200] [--out fixtures/evouna/labels.jsonl]
 *
 * DIR holds EVOUNA/NQ.json and EVOUNA/TQ.json. Per file, the questions marked improper or without a golden answer
 * are dropped; the rest are ordered by sha256 of their id (`nq-<index>`, `tq-<index>`, the index in the source file)
 * and the first --questions are kept, each with every model answer that has a human judgment (null judgments are
 * dropped). One row per (question, model): id, group (the question's id: the fold is the group's, so the answers to
 * one question never straddle a training and a held-out fold), source, model, question, references (the golden
 * answer split at '/', as the dataset defines it), answer, human (1 = judged correct).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseScriptArgs, usageError, wholeNumberOption } from './script-args.mjs';

const values = parseScriptArgs(import.meta.url, {
  source: { type: 'string' },
  questions: { type: 'string', default: '200' },
  out: { type: 'string', default: 'fixtures/evouna/labels.jsonl' },
});
if (!values.source) usageError('evouna-sample', '--source DIR (a checkout of wangcunxiang/QA-Eval) is required');
const perFile = wholeNumberOption('evouna-sample', 'questions', values.questions);

const MODELS = ['fid', 'gpt35', 'chatgpt', 'gpt4', 'newbing'];
const hash = (id) => createHash('sha256').update(id).digest('hex');
const rows = [];
for (const [source, file] of [
  ['nq', 'NQ.json'],
  ['tq', 'TQ.json'],
]) {
  const data = JSON.parse(readFileSync(join(values.source, 'EVOUNA', file), 'utf8'));
  const kept = data
    .map((item, index) => ({ item, group: `${source}-${String(index).padStart(4, '0')}` }))
    .filter(({ item }) => !item.improper && typeof item.golden_answer === 'string' && item.golden_answer.trim())
    .sort((a, b) => (hash(a.group) < hash(b.group) ? -1 : 1))
    .slice(0, perFile)
    .sort((a, b) => (a.group < b.group ? -1 : 1));
  for (const { item, group } of kept) {
    const references = item.golden_answer
      .split('/')
      .map((r) => r.trim())
      .filter(Boolean);
    for (const model of MODELS) {
      const human = item[`judge_${model}`];
      const answer = item[`answer_${model}`];
      if (typeof human !== 'boolean' || typeof answer !== 'string') continue;
      rows.push({
        id: `${group}-${model}`,
        group,
        source,
        model,
        question: item.question,
        references,
        answer,
        human: human ? 1 : 0,
      });
    }
  }
}
mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(values.out, `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`);
console.log(`${rows.length} rows written to ${values.out}`);
