import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { expectSubpathBuiltFrom, REPO_ROOT } from '../vitest/__fixtures__/package-subpath.js';
import * as testing from './index.js';

describe('ragcheck/testing', () => {
  test('is exported by package path: the build of src/testing/index.ts, types included', () => {
    expectSubpathBuiltFrom('testing', 'testing/index');
  });

  test('exports exactly what docs/plugging-in.md lists, and every value export is a function', () => {
    expect(Object.keys(testing).sort()).toEqual([
      'chatCompletion',
      'createFlakyApp',
      'createRandom',
      'flakyOutcome',
      'startFakeOpenAIServer',
    ]);
    const page = readFileSync(join(REPO_ROOT, 'docs/plugging-in.md'), 'utf8');
    for (const [name, value] of Object.entries(testing)) {
      expect(page).toContain(`\`${name}(`);
      expect(typeof value).toBe('function');
    }
  });
});

describe('the fake OpenAI server with a real client', () => {
  test('an OpenAI adapter pointed at it waits out a scripted 429 and gets the scripted answer', async () => {
    const { createOpenAIAdapter } = await import('../adapter/index.js');
    const server = await testing.startFakeOpenAIServer([
      { status: 429, headers: { 'retry-after-ms': '10' } },
      { content: 'Refunds take 5 days.' },
    ]);
    try {
      const chunk = { id: 'refunds', text: 'Refunds take 5 days.' };
      const app = createOpenAIAdapter({
        retriever: async () => [chunk],
        model: 'gpt-4o-mini',
        baseURL: server.baseURL,
      });
      const input = { question: 'How long do refunds take?', case: { id: 'c1' } } as Parameters<typeof app.ask>[0];
      const { answer } = await app.ask(input, { k: 1, signal: new AbortController().signal });
      expect(answer).toBe('Refunds take 5 days.');
      expect(server.requests).toHaveLength(2);
      expect(server.requests[1]?.body.model).toBe('gpt-4o-mini');
    } finally {
      await server.close();
    }
  });
});
