#!/usr/bin/env node
/**
 * Two rules over src/ that biome has no rule for, run by `npm run lint` (biome checks the length of functions):
 *
 * - No source file over 800 lines, counted as `wc -l` counts them (biome's file rule leaves out comment lines and
 *   the lines of a template literal). Data files (.json) are data and may be longer.
 * - No comment cites this project's tracker ("issue 12", "issues 3 and 4", "#12"): readers of the code cannot see
 *   the tracker, so a comment says why instead, and measurements go to docs/research. An upstream reference names
 *   its repository (`vitest-dev/vitest#1234`) and is allowed. Text in double quotes or backticks is left alone: it
 *   shows what something prints ("Document #3", `#0 pass`), not a reference.
 *
 *   node scripts/dev/source-rules.mjs [--root DIR]     (DIR: the checkout, default the current folder)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import ts from 'typescript';

const USAGE = 'usage: node scripts/dev/source-rules.mjs [--root DIR]';
/** The most lines a source file of src/ may have. */
const MAX_FILE_LINES = 800;
let values;
try {
  ({ values } = parseArgs({ options: { root: { type: 'string' }, help: { type: 'boolean' } } }));
} catch (error) {
  console.error(`source-rules: ${error.message}\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const root = values.root ?? process.cwd();

/** "issue 12", "Issue #12", "issues 12 and 14"; a bare "#12" not written after a repository, path or word. */
const TRACKER_REF = /\bissues?\s+#?\d+|(?<![\w/.#-])#\d+\b/i;
/** What a comment quotes: "..." and `...` spans (no line breaks inside). */
const QUOTED = /"[^"\n]*"|`[^`\n]*`/g;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(?:ts|mts|cts|js|mjs|cjs)$/.test(entry.name)) yield path;
  }
}

/** Every comment of a file with the line it starts on. */
function commentsOf(path, text) {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const seen = new Map();
  const add = (ranges) => {
    for (const r of ranges ?? []) if (!seen.has(r.pos)) seen.set(r.pos, text.slice(r.pos, r.end));
  };
  const visit = (node) => {
    add(ts.getLeadingCommentRanges(text, node.pos));
    add(ts.getTrailingCommentRanges(text, node.end));
    ts.forEachChild(node, visit);
  };
  visit(file);
  add(ts.getLeadingCommentRanges(text, file.endOfFileToken.pos));
  return [...seen].map(([pos, comment]) => ({ line: file.getLineAndCharacterOfPosition(pos).line + 1, comment }));
}

const problems = [];
let cited = 0;
for (const path of sourceFiles(join(root, 'src'))) {
  const text = readFileSync(path, 'utf8');
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > MAX_FILE_LINES) {
    problems.push(
      `${relative(root, path)}: ${lines} lines, over the ${MAX_FILE_LINES} a source file of src/ may have: split it where it holds two things (a module of its own, or a test file per subject).`,
    );
  }
  for (const { line, comment } of commentsOf(path, text)) {
    comment.split('\n').forEach((row, i) => {
      const match = TRACKER_REF.exec(row.replace(QUOTED, (q) => ' '.repeat(q.length)));
      if (!match) return;
      cited++;
      problems.push(`${relative(root, path)}:${line + i}: "${match[0]}" cites the tracker: ${row.trim()}`);
    });
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  if (cited > 0) {
    console.error(
      `\n${cited} comment line(s) in src/ cite this project's tracker, which readers of the code cannot see. ` +
        'Say why in the comment itself, put measurements in docs/research, and name an upstream tracker as owner/repo#N.',
    );
  }
  process.exit(1);
}
