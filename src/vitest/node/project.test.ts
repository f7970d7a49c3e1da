import { afterAll, describe, expect, test, vi } from 'vitest';
import { createTempDir } from '../../dataset/__fixtures__/kit.js';
import { ragcheckProject, ragcheckReporters, readCaseTags } from './project.js';
import { RagcheckReporter } from './reporter.js';

describe('ragcheckProject', () => {
  test('raises maxConcurrency, provides it to the suites, shares modules across eval files and allows undeclared tags', () => {
    expect(ragcheckProject({ maxConcurrency: 20, discoverTags: false })).toEqual({
      extends: true,
      plugins: [expect.objectContaining({ name: 'ragcheck:watch-case-files' })],
      test: {
        name: 'evals',
        include: ['evals/**/*.eval.ts'],
        maxConcurrency: 20,
        isolate: false,
        strictTags: false,
        tags: [],
        provide: { ragcheck: { maxConcurrency: 20 } },
        // The recordings' code fingerprints are computed in the main process, before the tests run.
        globalSetup: [expect.stringMatching(/fingerprint-setup\.(ts|js)$/)],
      },
    });
    expect(ragcheckProject({ test: { isolate: true }, discoverTags: false }).test?.isolate).toBe(true);
  });

  test('declares the tags of the cases its eval files name without being told (this repo: store-policy, handbook)', () => {
    const names = ragcheckProject().test?.tags?.map((t) => t.name) ?? [];
    expect(names).toEqual(expect.arrayContaining(['refunds', 'returns', 'warranty', 'out-of-scope', 'paraphrase']));
    expect(names).toEqual([...names].sort());
    expect(ragcheckProject({ discoverTags: false }).test?.tags).toEqual([]);
  });

  describe('in a project of its own', () => {
    const temp = createTempDir('ragcheck-project-tags-');
    afterAll(temp.remove);
    temp.write(
      'data/cases.jsonl',
      [
        JSON.stringify({ id: 'a', question: 'Q?', golden: [], tags: ['refunds', 'out of scope'] }),
        JSON.stringify({ id: 'b', question: 'Q?', golden: [], tags: ['slow'] }),
      ].join('\n'),
    );
    temp.write('checks/shop.eval.ts', "defineRagSuite({ name: 'shop', cases: 'data/cases.jsonl' });");

    test('keeps explicit tag definitions first, adds the found ones, and warns about a name Vitest refuses', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      try {
        const project = ragcheckProject({
          include: ['checks/*.eval.ts'],
          cwd: temp.path,
          tags: [{ name: 'slow', description: 'calls a live model' }],
        });
        expect(project.test?.tags).toEqual([{ name: 'slow', description: 'calls a live model' }, { name: 'refunds' }]);
        expect(warn).toHaveBeenCalledTimes(1);
        expect(warn.mock.calls[0]?.[0]).toContain(
          'the case tag "out of scope" is not declared to Vitest (Vitest tag names cannot contain spaces)',
        );
      } finally {
        warn.mockRestore();
      }
    });

    test('finds nothing outside its include', () => {
      expect(ragcheckProject({ cwd: temp.path }).test?.tags).toEqual([]);
    });
  });

  test('declares the tags found in case files so --tags-filter can select them', () => {
    expect(readCaseTags('fixtures/store-policy/cases.jsonl')).toEqual([
      'out-of-scope',
      'refunds',
      'returns',
      'warranty',
    ]);
    const project = ragcheckProject({
      tags: [{ name: 'slow', description: 'calls a live model' }],
      tagsFrom: { cases: 'fixtures/store-policy/cases.jsonl' },
      discoverTags: false,
    });
    expect(project.test?.tags?.map((t) => t.name)).toEqual(['slow', 'out-of-scope', 'refunds', 'returns', 'warranty']);
  });

  test('rejects a maxConcurrency that is not a positive integer', () => {
    expect(() => ragcheckProject({ maxConcurrency: 0 })).toThrow(/`maxConcurrency` must be a positive integer/);
  });
});

describe('ragcheckReporters', () => {
  test('puts the ragcheck reporter beside the default one', () => {
    const reporters = ragcheckReporters({}, {});
    expect(reporters).toHaveLength(2);
    expect((reporters as unknown[])[0]).toBe('default');
    expect((reporters as unknown[])[1]).toBeInstanceOf(RagcheckReporter);
  });

  test('adds github-actions, without per-annotation notices, when GITHUB_ACTIONS is set', () => {
    const reporters = ragcheckReporters({}, { GITHUB_ACTIONS: 'true' }) as unknown[];
    expect(reporters.slice(0, 2)).toEqual(['default', ['github-actions', { displayAnnotations: false }]]);
    expect(reporters[2]).toBeInstanceOf(RagcheckReporter);
  });
});
