/**
 * Command-line options of the repo's measurement scripts: `--help` prints the script's doc comment (its usage),
 * and an unknown or malformed option is a one-line error naming the script and pointing at `--help`, exit 2,
 * never a stack trace.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

/** The text of the first block comment of `file`, without its comment marks. */
function docComment(file) {
  const source = readFileSync(file, 'utf8');
  const match = /\/\*\*([\s\S]*?)\*\//.exec(source);
  if (!match) return '';
  return match[1]
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .trim();
}

/**
 * `parseArgs({ options })` for the script at `scriptUrl` (its `import.meta.url`), with `--help` added. Returns the
 * values; exits 0 after printing the usage for `--help`, 2 with a one-line message for a bad option.
 */
export function parseScriptArgs(scriptUrl, options) {
  const file = fileURLToPath(scriptUrl);
  const name = basename(file).replace(/\.mjs$/, '');
  let values;
  try {
    ({ values } = parseArgs({ options: { ...options, help: { type: 'boolean', short: 'h' } } }));
  } catch (error) {
    // Some of parseArgs's messages run over several lines ("--x -1": ambiguous, with two lines of advice).
    usageError(name, error.message.replace(/\s*\n\s*/g, ' '));
  }
  if (values.help) {
    console.log(docComment(file));
    process.exit(0);
  }
  delete values.help;
  return values;
}

/** Prints `<script>: <message>` and where the usage is, as one line, then exits 2. */
export function usageError(name, message) {
  console.error(`${name}: ${message} (\`node scripts/measure/${name}.mjs --help\` lists the options)`);
  process.exit(2);
}

/**
 * The URL of the build's `index.js` in `dist` (a directory), to import; exits 2 naming the missing build when there
 * is none, with `hint` saying how to make one.
 */
export function requireBuild(name, dist, hint = 'run `npm run build` (or pass --dist DIR of a built checkout)') {
  const entry = join(resolve(dist), 'index.js');
  if (!existsSync(entry)) usageError(name, `no build at ${entry}: ${hint}`);
  return pathToFileURL(entry).href;
}

/**
 * This checkout's build (the dist/ beside scripts/), to import from: exits 2 naming the missing build when there is
 * none; returns a loader of its modules, as in `await dist('judge/index.js')`.
 */
export function repoBuild(name) {
  const root = new URL('../..', import.meta.url);
  requireBuild(name, fileURLToPath(new URL('dist', root)), 'run `npm run build` first');
  return (path) => import(new URL(`dist/${path}`, root).href);
}

/** The value `text` of `--<option>` as a whole number >= 1 (`of`: what it counts, for the message), else a usage error. */
export function wholeNumberOption(name, option, text, of) {
  const number = Number(text);
  if (!(Number.isInteger(number) && number >= 1))
    usageError(name, `--${option} must be a whole number${of ? ` of ${of}` : ''} >= 1 (got "${text}")`);
  return number;
}

/**
 * The rows of a JSON Lines label file. `check(row)` returns what is wrong with a row (naming its field and the fix)
 * or nothing; an unreadable file, a line that is not JSON or a row `check` rejects is a usage error naming the file
 * and line, exit 2.
 */
export function readJsonLines(name, file, check) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    usageError(name, `cannot read --file ${file}: ${error.code ?? error.message}`);
  }
  const rows = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (!line.trim()) continue;
    let row;
    try {
      row = JSON.parse(line);
    } catch {
      usageError(name, `${file}:${index + 1}: not JSON; write one label object a line`);
    }
    const problem = typeof row === 'object' && row !== null ? check(row) : 'not an object';
    if (problem) usageError(name, `${file}:${index + 1}: ${problem}`);
    rows.push(row);
  }
  return rows;
}

/**
 * A `check` for {@link readJsonLines} of a labelled row: every field of `strings` a string, `list` a non-empty array
 * whose every item passes `item` (`listRule` says what it must be), and `human` 1 or 0 (`humanRule` says which means
 * what).
 */
export function labelRowCheck({ strings, list, item, listRule, humanRule }) {
  return (row) => {
    for (const field of strings) if (typeof row[field] !== 'string') return `field "${field}" must be a string`;
    const items = row[list];
    if (!Array.isArray(items) || items.length === 0 || !items.every(item)) return `field "${list}" must be ${listRule}`;
    if (row.human !== 0 && row.human !== 1) return `field "human" must be ${humanRule}`;
  };
}
