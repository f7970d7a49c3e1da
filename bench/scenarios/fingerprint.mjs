/**
 * Scenario 6: the cost of recording fingerprints. A 2,000-case project whose eval files replay an app's recorded
 * answers (`withRecording` over an app module that imports a few project files) under `vitest run` in CI mode,
 * with fingerprints (ragcheckProject()'s global setup walks Vite's module graph; each replay compares the code,
 * k and chunk hashes) and without (the same recordings with no fingerprint, the global setup removed: what a
 * replay cost before fingerprints). Alternating, medians of `reps`; the ratio's target is <= 1.05.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_GATES, split, writeJsonl } from '../lib/generate.mjs';
import { alternate, summariseVariants, tail } from '../lib/measure.mjs';
import { runVitest } from './vitest.mjs';

const FILES = 10;

const CONFIG = (withFingerprints) => `import { ragcheckProject, ragcheckReporters } from 'ragcheck/vitest';
import { defineConfig } from 'vitest/config';

const evals = ragcheckProject({ include: ['evals/**/*.eval.ts'] });
${withFingerprints ? '' : '// Before fingerprints: no module graph walk.\nevals.test.globalSetup = [];\n'}
export default defineConfig({ test: { reporters: ragcheckReporters(), projects: [evals] } });
`;

/** The app: the recorded answers of the cases (what a real app would have answered), through a few modules. */
const APP_FILES = {
  'src/app.mjs': `import { createRecordedAdapter, loadCorpus } from 'ragcheck';
import { corpusPath } from './config.mjs';
import { rank } from './retrieve.mjs';
const inner = createRecordedAdapter({ corpus: await loadCorpus(corpusPath) });
export const app = { name: 'bench-app', async ask(input, options) { return rank(await inner.ask(input, options)); } };
`,
  'src/retrieve.mjs': `import { TOP_K } from './settings.mjs';
export function rank(response) { return { ...response, contexts: response.contexts.slice(0, TOP_K) }; }
`,
  'src/settings.mjs': 'export const TOP_K = 10;\n',
};

function evalFile(name, casesPath, corpusPath) {
  return `import { withRecording } from 'ragcheck';
import { defineRagSuite } from 'ragcheck/vitest';
import { app } from '../src/app.mjs';

defineRagSuite({
  name: ${JSON.stringify(name)},
  cases: ${JSON.stringify(casesPath)},
  corpus: ${JSON.stringify(corpusPath)},
  judge: 'heuristic',
  thresholds: ${JSON.stringify(ALL_GATES)},
  adapter: withRecording(app, { dir: 'recordings/${name}' }),
});
`;
}

/** Writes the two projects, records once with fingerprints, and copies the recordings without them. */
export async function writeFingerprintProjects(repo, work, cases, corpusPath) {
  const withDir = join(work, 'projects', `fingerprint-with-${cases.length}`);
  const withoutDir = join(work, 'projects', `fingerprint-without-${cases.length}`);
  for (const [dir, withFingerprints] of [
    [withDir, true],
    [withoutDir, false],
  ]) {
    mkdirSync(join(dir, 'evals'), { recursive: true });
    mkdirSync(join(dir, 'src'), { recursive: true });
    writeFileSync(join(dir, 'vitest.config.mjs'), CONFIG(withFingerprints));
    for (const [name, text] of Object.entries(APP_FILES)) writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, 'src/config.mjs'), `export const corpusPath = ${JSON.stringify(corpusPath)};\n`);
    split(cases, FILES).forEach((part, i) => {
      const name = `bench-${String(i).padStart(2, '0')}`;
      const casesPath = join(dir, 'data', `${name}.jsonl`);
      writeJsonl(casesPath, part);
      writeFileSync(join(dir, 'evals', `${name}.eval.ts`), evalFile(name, casesPath, corpusPath));
    });
  }
  // Recorded as a developer records, not on CI.
  await runVitest(repo, withDir, cases.length, { env: { CI: '', RAGCHECK_RECORD: 'record' } });
  cpSync(join(withDir, 'recordings'), join(withoutDir, 'recordings'), { recursive: true });
  let files = 0;
  for (const suite of readdirSync(join(withoutDir, 'recordings'))) {
    for (const name of readdirSync(join(withoutDir, 'recordings', suite))) {
      const path = join(withoutDir, 'recordings', suite, name);
      const { fingerprint, ...old } = JSON.parse(readFileSync(path, 'utf8'));
      if (!fingerprint?.files || Object.keys(fingerprint.files).length !== 4) {
        throw new Error(`${path}: expected a fingerprint over the app's 4 files, got ${JSON.stringify(fingerprint)}`);
      }
      writeFileSync(path, `${JSON.stringify(old, null, 2)}\n`);
      files++;
    }
  }
  if (files !== cases.length) throw new Error(`recorded ${files} answers for ${cases.length} cases`);
  return { withDir, withoutDir, size: cases.length };
}

/** Alternating CI replays with and without fingerprints; the ratio of the medians (wall and CPU). */
export async function measureFingerprint(repo, projects, reps, log) {
  const { withDir, withoutDir, size } = projects;
  const variants = {
    with: async () => {
      const { output, ms, cpuMs } = await runVitest(repo, withDir, size);
      if (/stale|before recordings had fingerprints/.test(output))
        throw new Error(`unexpected notice:\n${tail(output)}`);
      return { ms, cpuMs };
    },
    without: async () => {
      const { output, ms, cpuMs } = await runVitest(repo, withoutDir, size);
      if (!output.includes('before recordings had fingerprints'))
        throw new Error(`no unknown-freshness notice:\n${tail(output)}`);
      return { ms, cpuMs };
    },
  };
  // One untimed run each: Vite's and the OS's caches warm up the same way for both.
  for (const run of Object.values(variants)) await run();
  const samples = await alternate(variants, reps, log);
  const out = summariseVariants(samples, ['ms', 'cpuMs']);
  out.size = size;
  out.ratio = out.with.ms / out.without.ms;
  out.cpuRatio = out.with.cpuMs / out.without.cpuMs;
  return out;
}
