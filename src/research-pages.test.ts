/**
 * docs/research pages open with the current figures and the command that produces them, so a reader sees what holds
 * today and how to check it before any story of how it was found; that history is git's, not the page's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { codeBlocks } from './__fixtures__/docs-check.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const research = join(root, 'docs/research');
/** How far the opening reaches: the title, a sentence or two, the command and the headline figures. */
const OPENING_LINES = 30;
const scripts = Object.keys(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
);

/**
 * The problems of a research page's opening: no shell block of commands (fenced ```sh, or indented) in it, a command
 * that runs no measurement (`node scripts/...`, `npm run <script>`), an `npm run` of a script package.json lacks, no
 * figure (a decimal, a percentage, a time, a size or a ratio) in it, or a tracker reference in the title.
 */
function openingProblems(markdown: string): string[] {
  const lines = markdown.split('\n');
  const opening = lines.slice(0, OPENING_LINES).join('\n');
  const problems: string[] = [];
  if (/\bissue \d+/i.test(lines[0] ?? '')) problems.push('the title cites a tracker issue: history stays in git');
  const fenced = codeBlocks(opening)
    .filter((block) => /^(sh|bash|shell|console)?$/.test(block.info))
    .map((block) => block.code);
  const indented =
    opening.match(/(?:^|\n\n)((?: {4}\S.*\n?)+)/g)?.map((block) => block.replace(/^\n+| {4}/gm, '')) ?? [];
  const commands = [...fenced, ...indented]
    .flatMap((block) => block.split('\n'))
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter((line) => /\b(node scripts\/|npm run \w)/.test(line));
  if (commands.length === 0) {
    problems.push(`no command block (\`node scripts/...\` or \`npm run ...\`) in the first ${OPENING_LINES} lines`);
  }
  for (const command of commands) {
    for (const [, script] of command.matchAll(/npm run ([\w:-]+)/g)) {
      if (!scripts.includes(script as string)) problems.push(`\`npm run ${script}\`: package.json has no such script`);
    }
  }
  const prose = opening.replace(/```[\s\S]*?```/g, '');
  if (!/\d\.\d|\d ?(?:%|ms\b|MB\b|GB\b|x\b)/.test(prose))
    problems.push(`no figure in the first ${OPENING_LINES} lines`);
  return problems;
}

describe('docs/research', () => {
  const pages = readdirSync(research).filter((name) => name.endsWith('.md'));

  test.each(pages)('%s opens with its current figures and the command that produces them', (page) => {
    expect(openingProblems(readFileSync(join(research, page), 'utf8'))).toEqual([]);
  });

  test('the opening check fails a page of history with no command, and passes one that opens with both', () => {
    const history = '# Bounded cost (issue 31)\n\nAt first the scan was slow; then we changed it and it was fast.\n';
    expect(openingProblems(history)).toEqual([
      'the title cites a tracker issue: history stays in git',
      `no command block (\`node scripts/...\` or \`npm run ...\`) in the first ${OPENING_LINES} lines`,
      `no figure in the first ${OPENING_LINES} lines`,
    ]);
    const wrongScript = '# X\n\n```sh\nnpm run no-such-script\n```\n\nkappa 0.71\n';
    expect(openingProblems(wrongScript)).toEqual(['`npm run no-such-script`: package.json has no such script']);
    const current =
      '# X\n\n    npm run build && node scripts/measure/judge-cv.mjs --shipped\n\n| set | kappa |\n| a | 0.71 |\n';
    expect(openingProblems(current)).toEqual([]);
  });
});
