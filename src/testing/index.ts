export {
  chatCompletion,
  type FakeHandler,
  type FakeOpenAIServer,
  type FakeRequest,
  type FakeResponse,
  type FakeUsage,
  startFakeOpenAIServer,
} from './fake-openai-server.js';
export {
  createFlakyApp,
  type FlakyApp,
  type FlakyAppOptions,
  type FlakyOutcome,
  flakyOutcome,
} from './flaky-app.js';
export { createRandom, type Random } from './random.js';
