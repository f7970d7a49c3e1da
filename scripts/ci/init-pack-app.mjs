/**
 * The pieces scripts/ci/init-pack.mjs plugs into a fresh app: a small RAG app that needs a model server (and names
 * its chunks `<doc>#chunk0`, unlike the corpus), its cases, a fake OpenAI-compatible server playing both the app's
 * model and the LLM judge, the workflow's steps as a runner would execute them, and checks on stack frames.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { parse } from 'yaml';

/** The app: word-overlap retrieval over the corpus, then a chat completion from APP_MODEL_URL. */
export const APP_SOURCE = `import { readFileSync } from 'node:fs';

interface Source { id: string; text: string }
const STOP = new Set(['there', 'what', 'which', 'does', 'much', 'long', 'have', 'with', 'your', 'from', 'that', 'this']);
const words = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9]+/g)?.filter((w) => w.length >= 4 && !STOP.has(w)));
const corpus: Source[] = readFileSync('fixtures/ragcheck/corpus.jsonl', 'utf8').trim().split('\\n').map((line) => JSON.parse(line));

export async function answerQuestion(question: string, options: { topK: number }): Promise<{ text: string; sources: Source[] }> {
  const asked = words(question);
  const scored = corpus
    .map((doc) => ({ doc, score: [...words(doc.text)].filter((w) => asked.has(w)).length }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, options.topK);
  // The app splits documents into chunks of its own: ids the corpus does not know.
  const sources = scored.map(({ doc }) => ({ id: doc.id + '#chunk0', text: doc.text }));
  if (sources.length === 0) return { text: "I don't know based on the provided documents.", sources };
  const response = await fetch((process.env.APP_MODEL_URL ?? 'http://127.0.0.1:9/v1') + '/chat/completions', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      model: 'app-model',
      messages: [{ role: 'user', content: '<question>' + question + '</question><context>' + sources.map((s) => s.text).join(' ') + '</context>' }],
    }),
  });
  if (!response.ok) throw new Error('the model answered ' + response.status);
  const body = (await response.json()) as { choices: Array<{ message: { content: string } }> };
  return { text: body.choices[0]!.message.content, sources };
}
`;

/** The app's cases: three answered from one chunk each, one out of scope. */
export const APP_CASES = [
  { id: 'pro-price', question: 'How much does the Pro plan cost?', golden: ['plans-pro'], keywords: ['6 euros'] },
  { id: 'export-formats', question: 'Which formats can I export my notes to?', golden: ['export'], keywords: ['PDF'] },
  { id: 'trash-days', question: 'How long do deleted notes stay in the Trash?', golden: ['trash'], keywords: ['30'] },
  { id: 'watch-app', question: 'Is there an Apple Watch app?', golden: [] },
];

const between = (text, open, close) => {
  const start = text.indexOf(open);
  return start < 0 ? '' : text.slice(start + open.length, text.indexOf(close, start));
};

/**
 * The fake server's answers: as the app's model, the context sentence sharing most words with the question; as
 * the judge (any other model), a refusal for "I don't know ...", else the answer as one supported claim, quoting
 * itself from the context.
 */
export function fakeModel(body) {
  const prompt = body.messages.map((m) => String(m.content)).join('\n');
  if (body.model === 'app-model') {
    const asked = new Set(
      between(prompt, '<question>', '</question>')
        .toLowerCase()
        .match(/[a-z0-9]+/g),
    );
    const sentences = between(prompt, '<context>', '</context>').match(/[^.]+\./g) ?? [''];
    const overlap = (s) => (s.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => asked.has(w)).length;
    const best = sentences.reduce((a, b) => (overlap(b) > overlap(a) ? b : a));
    return { content: best.trim() };
  }
  // The app's answers are sentences of the context: each is its own evidence, quoted word for word. Its refusal is
  // called a refusal, as an LLM judge would (the judge's refusal call decides the verdict).
  const answer = between(prompt, '<ANSWER>', '</ANSWER>').trim();
  if (answer.startsWith("I don't know")) return { content: { refusal: true, claims: [] } };
  return { content: { refusal: false, claims: [{ claim: answer, verdict: 'supported', evidence: answer }] } };
}

/**
 * The `run:` steps of a workflow's jobs, in order, with each job's and step's `env`; `uses:` steps are listed
 * apart (a runner's own actions: checkout, setup-node, upload-artifact).
 */
export function workflowSteps(file) {
  const workflow = parse(readFileSync(file, 'utf8'));
  const runs = [];
  const uses = [];
  for (const job of Object.values(workflow.jobs ?? {})) {
    for (const step of job.steps ?? []) {
      if (step.run) runs.push({ name: step.name ?? step.run, run: step.run, env: { ...job.env, ...step.env } });
      else if (step.uses) uses.push(step.uses.split('@')[0]);
    }
  }
  return { runs, uses };
}

/** Every `sources` entry of every source map under `dir` names a file that exists; returns the ones that do not. */
export function deadMapSources(dir) {
  const dead = [];
  const walk = (sub) => {
    for (const entry of readdirSync(join(dir, sub), { withFileTypes: true })) {
      const rel = join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.map')) {
        const map = JSON.parse(readFileSync(join(dir, rel), 'utf8'));
        for (const source of map.sources) {
          const path = resolve(dirname(join(dir, rel)), map.sourceRoot ?? '', source);
          if (!existsSync(path)) dead.push(`${rel} -> ${source}`);
        }
      }
    }
  };
  walk('');
  return dead;
}

/** The file paths of the stack frames in a Vitest or Node output (`❯ fn path:1:2`, `at fn (path:1:2)`). */
export function framePaths(out, cwd) {
  const paths = new Set();
  for (const m of out.matchAll(/(?:❯ (?:\S+ )?|at (?:.+? \()?)((?:\/|\.{0,2}[\w@-])[^\s():]*\.[cm]?[jt]s):\d+:\d+/g)) {
    paths.add(isAbsolute(m[1]) ? m[1] : resolve(cwd, m[1]));
  }
  return [...paths];
}
