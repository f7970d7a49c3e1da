import { describe, expect, test } from 'vitest';
import { ragcheckProject, ragcheckReporters, readCaseTags } from './project.js';
import { RagcheckReporter } from './reporter.js';

describe('ragcheckProject', () => {
  test('raises maxConcurrency, provides it to the suites, shares modules across eval files and allows undeclared tags', () => {
    expect(ragcheckProject({ maxConcurrency: 20 })).toEqual({
      extends: true,
      test: {
        name: 'evals',
        include: ['evals/**/*.eval.ts'],
        maxConcurrency: 20,
        isolate: false,
        strictTags: false,
        tags: [],
        provide: { ragcheck: { maxConcurrency: 20 } },
      },
    });
    expect(ragcheckProject({ test: { isolate: true } }).test?.isolate).toBe(true);
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
