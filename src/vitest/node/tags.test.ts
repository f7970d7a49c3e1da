import { afterAll, describe, expect, test } from 'vitest';
import { createTempDir } from '../../dataset/__fixtures__/kit.js';
import { datasetPathsIn, discoverCaseTags, tagLiteralsIn, tagNameProblem } from './tags.js';

describe('datasetPathsIn', () => {
  test('finds string literals naming dataset files, whatever the quotes, in arrays and as globs', () => {
    const source = `
      // don't mind the apostrophe: it is a comment
      import { defineRagSuite } from 'ragcheck/vitest';
      const corpus = loadCorpusSync("fixtures/shop/corpus.jsonl");
      defineRagSuite({ name: 'a', cases: 'fixtures/shop/cases.jsonl', corpus });
      defineRagSuite({ name: 'b', cases: ['fixtures/big/part-1-*.jsonl', \`fixtures/eu.YAML\`] });
      defineRagSuite({ name: 'c', cases: 'fixtures/c.ndjson', corpus: 'fixtures/c.json' });
      defineRagSuite({ name: 'd', cases: 'fixtures/d.yml' });
    `;
    expect(datasetPathsIn(source).sort()).toEqual([
      'fixtures/big/part-1-*.jsonl',
      'fixtures/c.json',
      'fixtures/c.ndjson',
      'fixtures/d.yml',
      'fixtures/eu.YAML',
      'fixtures/shop/cases.jsonl',
      'fixtures/shop/corpus.jsonl',
    ]);
  });

  test('leaves out computed paths and strings that are not dataset files', () => {
    const source = `
      const name = 'shop';
      defineRagSuite({ name, cases: \`fixtures/\${name}.jsonl\` });
      import data from '../data.ts';
      const url = 'https://example.com/cases.jsonl?x=1';
      const prose = 'see cases.jsonl.bak';
    `;
    expect(datasetPathsIn(source)).toEqual([]);
  });
});

describe('tagLiteralsIn', () => {
  test('reads literal tags lists, over several lines too', () => {
    const source = `
      defineRagSuite({ name: 'a', cases: 'x.jsonl', tags: ['nightly', "eu"] });
      test('hand-written', { tags: [
        'slow',
        \`live\`,
      ] }, () => {});
      const empty = { tags: [] };
      const computed = { tags: someTags, other: ['not-a-tag'] };
    `;
    expect(tagLiteralsIn(source).sort()).toEqual(['eu', 'live', 'nightly', 'slow']);
  });
});

describe('tagNameProblem', () => {
  test('accepts the names Vitest accepts', () => {
    for (const name of ['refunds', 'hard-number', 'out_of_scope', 'eu:de', 'demand', 'Android', 'notary', 'v1.2']) {
      expect(tagNameProblem(name), name).toBeUndefined();
    }
  });

  test('refuses spaces, the filter operators and the logical words', () => {
    for (const name of ['out of scope', 'tab\there', 'a!b', 'a*', 'a&b', 'a|b', '(a)', 'and', 'OR', 'Not']) {
      expect(tagNameProblem(name), name).toBeDefined();
    }
  });
});

describe('discoverCaseTags', () => {
  const temp = createTempDir('ragcheck-discover-tags-');
  afterAll(temp.remove);
  const row = (id: string, tags: string[]) => JSON.stringify({ id, question: `${id}?`, golden: [], tags });

  test('declares the tags of the cases its eval files name, and the tags they write literally', () => {
    temp.write('fixtures/shop/cases.jsonl', [row('a', ['refunds']), row('b', ['shipping', 'eu'])].join('\n'));
    temp.write('fixtures/shop/corpus.jsonl', JSON.stringify({ id: 'doc', text: 'Refunds within 30 days.' }));
    temp.write('fixtures/big/part-1.jsonl', row('c', ['big-1']));
    temp.write('fixtures/big/part-2.jsonl', row('d', ['big-2']));
    temp.write('fixtures/unnamed.jsonl', row('e', ['never-named']));
    temp.write(
      'evals/shop.eval.ts',
      `defineRagSuite({ name: 'shop', cases: 'fixtures/shop/cases.jsonl', corpus: 'fixtures/shop/corpus.jsonl', tags: ['nightly'] });`,
    );
    temp.write('evals/nested/big.eval.ts', `defineRagSuite({ name: 'big', cases: 'fixtures/big/part-*.jsonl' });`);
    temp.write('evals/missing.eval.ts', `defineRagSuite({ name: 'gone', cases: 'fixtures/gone.jsonl' });`);
    temp.write('evals/skipped.eval.ts', `defineRagSuite({ name: 's', cases: 'fixtures/unnamed.jsonl' });`);
    temp.write('node_modules/pkg/evals/x.eval.ts', `defineRagSuite({ cases: 'fixtures/unnamed.jsonl' });`);
    temp.write('other/x.eval.ts', `defineRagSuite({ cases: 'fixtures/unnamed.jsonl' });`);
    const found = discoverCaseTags({
      include: ['evals/**/*.eval.ts', '**/x.eval.ts'],
      exclude: ['evals/skipped.eval.ts', 'other/**'],
      cwd: temp.path,
    });
    expect(found.tags).toEqual(['big-1', 'big-2', 'eu', 'nightly', 'refunds', 'shipping']);
    expect(found.evalFiles).toEqual(['evals/missing.eval.ts', 'evals/nested/big.eval.ts', 'evals/shop.eval.ts']);
  });

  test('finds nothing, without failing, when no eval file matches', () => {
    expect(discoverCaseTags({ include: ['nowhere/*.eval.ts'], cwd: temp.path })).toEqual({
      tags: [],
      evalFiles: [],
      datasetPaths: [],
    });
  });
});
