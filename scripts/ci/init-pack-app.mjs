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
  // The judge's prompts fence each text between `<<<ANSWER code>>>` and `<<<END ANSWER code>>>` lines.
  const answer = (/<<<ANSWER (\w+)>>>\n([\s\S]*?)\n<<<END ANSWER \1>>>/.exec(prompt)?.[2] ?? '').trim();
  if (answer.startsWith("I don't know")) return { content: { refusal: true, claims: [] } };
  return { content: { refusal: false, claims: [{ claim: answer, verdict: 'supported', evidence: answer }] } };
}

/**
 * The value of a GitHub Actions expression (the text inside `${{ }}`) under `contexts`: literals, context paths
 * (`github.event_name`, `matrix.node`, `strategy.job-index`), function calls, `!`, `< <= > >=`, `== !=` (strings
 * compared ignoring case), `&&` and `||` (yielding an operand), in Actions' order of precedence, and parentheses.
 * A context or function this emulation does not know throws: a workflow that starts to use one fails here, rather
 * than running on a guess.
 */
export function evaluateExpression(expression, contexts) {
  const tokens =
    expression.match(/'(?:[^']|'')*'|\d+(?:\.\d+)?|[A-Za-z_][\w.-]*|==|!=|<=|>=|&&|\|\||[!<>(),]|\S/g) ?? [];
  let at = 0;
  const fail = (why) => {
    throw new Error(`workflow expression: ${why} (${expression})`);
  };
  const take = (token) => {
    if (tokens[at] !== token) return false;
    at += 1;
    return true;
  };
  const eq = (a, b) =>
    // biome-ignore lint/suspicious/noDoubleEquals: Actions' == coerces a number and a string as JavaScript's does
    typeof a === 'string' && typeof b === 'string' ? a.toLowerCase() === b.toLowerCase() : a == b;
  const primary = () => {
    const token = tokens[at++];
    if (token === undefined) fail('it ends too early');
    if (token === '(') {
      const value = or();
      if (!take(')')) fail('a ( is not closed');
      return value;
    }
    if (token === '!') return !primary();
    if (token.startsWith("'")) return token.slice(1, -1).replaceAll("''", "'");
    if (/^\d/.test(token)) return Number(token);
    if (token === 'true' || token === 'false') return token === 'true';
    if (token === 'null') return null;
    if (!/^[A-Za-z_]/.test(token)) fail(`cannot read "${token}"`);
    if (take('(')) {
      if (!Object.hasOwn(contexts.functions, token)) fail(`${token}() is not emulated`);
      const values = [];
      while (!take(')')) {
        values.push(or());
        if (tokens[at] !== ')' && !take(',')) fail(`${token}( is not closed`);
      }
      return contexts.functions[token](...values);
    }
    const [root, ...path] = token.split('.');
    if (root === 'functions' || !Object.hasOwn(contexts, root)) fail(`the ${root} context is not emulated`);
    return path.reduce((value, key) => (value == null ? null : (value[key] ?? null)), contexts[root]);
  };
  const compare = () => {
    let value = primary();
    for (let op = tokens[at]; ['<', '<=', '>', '>='].includes(op); op = tokens[at]) {
      at++;
      const right = primary();
      value = op === '<' ? value < right : op === '<=' ? value <= right : op === '>' ? value > right : value >= right;
    }
    return value;
  };
  const equality = () => {
    let value = compare();
    for (let op = tokens[at]; op === '==' || op === '!='; op = tokens[at]) {
      at++;
      value = eq(value, compare()) === (op === '==');
    }
    return value;
  };
  // `&&` and `||` yield one of their operands, as in Actions (both sides are read: no side effects here).
  const chain = (op, operand, combine) => () => {
    let value = operand();
    while (take(op)) value = combine(value, operand());
    return value;
  };
  const and = chain('&&', equality, (left, right) => (left ? right : left));
  const or = chain('||', and, (left, right) => left || right);
  const value = or();
  if (at < tokens.length) fail(`cannot read "${tokens[at]}"`);
  return value;
}

/** `text` with each `${{ expression }}` replaced by its value (null as ''), as a runner does before a step runs. */
export function interpolate(text, contexts) {
  return String(text).replace(/\$\{\{([\s\S]*?)\}\}/g, (_, expression) => {
    const value = evaluateExpression(expression, contexts);
    return value === null || value === undefined ? '' : String(value);
  });
}

/** An `if:` as Actions reads it: with or without `${{ }}`, missing meaning true. */
const condition = (text, contexts) =>
  text === undefined ||
  Boolean(evaluateExpression(String(text).replace(/^\s*\$\{\{([\s\S]*)\}\}\s*$/, '$1'), contexts));

/** The contexts of a workflow run for `event` ('push' to main, or 'pull_request' into main), before any step ran. */
export function eventContexts(event, matrix = {}, index = 0, total = 1) {
  const pull = event === 'pull_request';
  return {
    github: {
      event_name: event,
      ref: pull ? 'refs/pull/1/merge' : 'refs/heads/main',
      base_ref: pull ? 'main' : '',
      ref_name: pull ? '1/merge' : 'main',
      token: '',
      event: pull ? { pull_request: { number: 1, base: { sha: '0'.repeat(40) } } } : {},
    },
    vars: {},
    matrix,
    strategy: { 'job-index': index, 'job-total': total },
    steps: {},
    env: {},
    functions: {
      cancelled: () => false,
      always: () => true,
      success: () => true,
      failure: () => false,
      format: (text, ...values) => String(text).replace(/\{(\d+)\}/g, (_, i) => String(values[Number(i)] ?? '')),
    },
  };
}

/** Every combination of a job's `strategy.matrix` (no include/exclude here), or one empty one. */
function matrixEntries(job) {
  const matrix = job.strategy?.matrix ?? {};
  return Object.entries(matrix).reduce(
    (entries, [key, values]) => entries.flatMap((entry) => values.map((value) => ({ ...entry, [key]: value }))),
    [{}],
  );
}

/**
 * A workflow as a runner executes it for `event`: per job, the matrix entry run (the one whose \`node\` is
 * `nodeMajor`, else the first: this emulation runs one entry, under this process's Node) or why the job is skipped
 * (its \`if:\` is false for the event), and its \`run:\` steps with their \`if:\`, environment and text evaluated;
 * \`uses:\` steps (the runner's own actions) are listed apart and not run. `vars` are the repository variables.
 */
export function workflowJobs(file, { event, nodeMajor, vars = {} }) {
  const workflow = parse(readFileSync(file, 'utf8'));
  return Object.entries(workflow.jobs ?? {}).map(([id, job]) => {
    const entries = matrixEntries(job);
    const index = Math.max(
      0,
      entries.findIndex((e) => String(e.node) === String(nodeMajor)),
    );
    const matrix = entries[index];
    const contexts = { ...eventContexts(event, matrix, index, entries.length), vars };
    if (!condition(job.if, contexts)) return { id, skipped: `if: ${String(job.if).trim()}`, runs: [], uses: [] };
    const runs = [];
    const uses = [];
    for (const step of job.steps ?? []) {
      if (step.uses) uses.push(step.uses.split('@')[0]);
      if (!step.run) continue;
      const name = step.name ?? step.run;
      if (!condition(step.if, contexts)) {
        runs.push({ name, skipped: `if: ${String(step.if).trim()}` });
        continue;
      }
      const env = Object.fromEntries(
        Object.entries({ ...job.env, ...step.env }).map(([key, value]) => [key, interpolate(value, contexts)]),
      );
      runs.push({ name, run: interpolate(step.run, contexts), env });
    }
    return { id, matrix, runs, uses };
  });
}

/**
 * Each artifact a job downloads by name, checked against the artifacts the jobs it `needs` upload (every matrix
 * entry's name, for `event`): the names must meet, or the download fails on GitHub. Returns the downloads that no
 * needed job uploads, as `job: name (uploaded: ...)`.
 */
export function unmetDownloads(file, event) {
  const workflow = parse(readFileSync(file, 'utf8'));
  const jobs = workflow.jobs ?? {};
  const named = (job, action, contexts) =>
    (job.steps ?? [])
      .filter((s) => s.uses?.split('@')[0] === action && s.with?.name !== undefined)
      .map((s) => interpolate(s.with.name, contexts));
  const unmet = [];
  for (const [id, job] of Object.entries(jobs)) {
    const needs = [job.needs ?? []].flat();
    const uploaded = needs.flatMap((need) =>
      matrixEntries(jobs[need]).flatMap((matrix, index, entries) =>
        named(jobs[need], 'actions/upload-artifact', eventContexts(event, matrix, index, entries.length)),
      ),
    );
    for (const name of named(job, 'actions/download-artifact', eventContexts(event)))
      if (!uploaded.includes(name)) unmet.push(`${id}: ${name} (uploaded: ${uploaded.join(', ') || 'none'})`);
  }
  return unmet;
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
