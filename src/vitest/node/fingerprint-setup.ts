/**
 * The global setup `ragcheckProject()` adds: before the tests run (and before each re-run in watch mode), it walks
 * Vite's module graph from each eval file of the project and provides the code fingerprints to the workers
 * (`inject('ragcheckCode')`), where `withRecording` compares a recording's fingerprint with them. Transforms made
 * here are Vite's own, cached for the workers, so the walk costs little beyond reading the files.
 */
import type { TestProject } from 'vitest/node';
import { codeFingerprints, type GraphEnvironment } from '../shared/code-graph.js';

async function provideFingerprints(project: TestProject): Promise<void> {
  try {
    const { testFiles } = await project.globTestFiles();
    const env = project.vite.environments.ssr as unknown as GraphEnvironment;
    project.provide('ragcheckCode', await codeFingerprints(env, testFiles, project.config.root));
  } catch (error) {
    // Without fingerprints a run still replays: the recordings then say their code cannot be seen.
    console.warn(`ragcheck: could not read the eval files' module graph (${(error as Error).message}).`);
  }
}

export default async function setup(project: TestProject): Promise<void> {
  await provideFingerprints(project);
  project.onTestsRerun(() => provideFingerprints(project));
}
