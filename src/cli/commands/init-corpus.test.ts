/**
 * `ragcheck init --corpus` in a temp project, run for real: a folder of Markdown becomes a corpus and a suite of
 * drafts answered by the offline lexical app, and `npm test` runs it, the drafts reported apart and never failing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { initProject, shIn } from '../../__fixtures__/init-project.js';
import { createTempDirs } from '../../__fixtures__/temp-dirs.js';
import type { EvalCase } from '../../types.js';
import { runCli } from '../run-cli.js';

const tempDir = createTempDirs('ragcheck-init-corpus-');

const DOCS = {
  'docs/returns.md':
    '# Returns\n\nItems bought at Tessaly Outfitters can be returned within 40 days.\n\n## Refunds\n\nRefunds reach your card within 6 business days.\n',
  'docs/shipping.md':
    '# Shipping\n\nOrders over $75 ship free. Express delivery costs $12.\n\n# Contact\n\nWrite to care@tessaly.example about any order.\n',
  'docs/warranty/boots.md': '# Boots\n\nEvery Tessaly boot carries a 2-year warranty against sole separation.\n',
};

describe('init --corpus', { timeout: 300_000 }, () => {
  test('a folder of Markdown becomes a corpus and a draft suite, and npm test runs it', async () => {
    const dir = initProject(tempDir, { 'package.json': '{ "name": "app", "type": "module" }\n', ...DOCS });
    const init = await runCli(['init', '--corpus', 'docs/**/*.md'], { cwd: dir });
    expect(init.stderr).toBe('');
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('Drafted from your corpus:');
    const chunks = readFileSync(join(dir, 'fixtures/ragcheck/corpus.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { id: string; source: string });
    expect(new Set(chunks.map((c) => c.source))).toEqual(new Set(Object.keys(DOCS)));
    const cases = readFileSync(join(dir, 'fixtures/ragcheck/cases.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as EvalCase);
    expect(cases.length).toBeGreaterThanOrEqual(5);
    expect(cases.every((c) => c.draft === true)).toBe(true);
    expect(readFileSync(join(dir, 'evals/rag.eval.ts'), 'utf8')).toContain('adapter: lexicalApp');
    const { code, out } = shIn(dir, 'npm test');
    expect(out).toContain(`+ ${cases.length} unreviewed drafts (not gating`);
    expect(code, out).toBe(0);
  });
});
