/**
 * The docs that describe what the code does, checked against the code: the README's failure example, every other
 * diagnosis a page shows and docs/cli.md's table are what the commands they name print today; the README names the
 * npm scripts `init` adds; docs/cli.md documents every command and option of the CLI's own `--help` and no option
 * the CLI lacks. The CLI runs in-process (no build, no child process), so the whole file takes about a second.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { codeBlocks, markdownFiles } from './__fixtures__/docs-check.js';
import { planScripts } from './cli/commands/init-scripts.js';
import { runCli } from './cli/run-cli.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** A run with an empty environment: $RAGCHECK_JUDGE and the like of the developer's shell must not change it. */
const cli = (argv: string[]) => runCli(argv, { cwd: root, env: {} });

/** The text of a `## heading` section of a markdown page, up to the next `## `. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  expect(start, `no "## ${heading}"`).toBeGreaterThan(-1);
  return markdown.slice(start + 1).split('\n## ')[0] ?? '';
}

/** What the docs tolerate changing between runs: durations and this checkout's absolute path. */
function normalise(text: string): string {
  return text
    .split(root)
    .join('<root>')
    .replace(/\b\d+(?:\.\d+)?\s?(?:ms|s)\b/g, '<duration>');
}

/** The `npx ragcheck eval ...` command a docs section names in a code span, run as argv. */
function namedCommand(body: string): string[] {
  const command = /`npx ragcheck (eval [^`]+)`/.exec(body)?.[1];
  expect(command, 'the section names the `npx ragcheck eval ...` command that prints its example').toBeDefined();
  return (command as string).split(/\s+/);
}

describe('output shown in the docs is what the command they name prints today', () => {
  test("README.md's failure example: one diagnosis of the output, whole", async () => {
    const body = section(read('README.md'), 'What a failure looks like');
    const example = codeBlocks(body)[0]?.code ?? '';
    const header = example.split('\n')[0] ?? '';
    expect(header, 'the example opens with the verdict line').toMatch(/^\S.*\[[\w-]+\] /);
    const { stdout } = await cli(namedCommand(body));
    // A diagnosis is a paragraph of the output: from its verdict line to the next blank line.
    const printed = stdout.split('\n\n').find((paragraph) => paragraph.startsWith(header));
    expect(printed, `the command prints no diagnosis opening with "${header}"`).toBeDefined();
    expect(normalise(example)).toBe(normalise((printed as string).trimEnd()));
  });

  test("every diagnosis a page shows is the README's demo command's diagnosis of that case, or an excerpt in order", async () => {
    const verdictLine = /^(?:FIX|pass|correct refusal|ERROR)[^[\n]*? {2}\[[\w-]+\] /;
    const shown = markdownFiles(root).flatMap((file) =>
      codeBlocks(read(file))
        .filter((block) => verdictLine.test(block.code))
        .map((block) => ({ at: `${file}:${block.line}`, lines: block.code.split('\n') })),
    );
    expect(shown.length).toBeGreaterThan(1);
    const { stdout } = await cli(namedCommand(section(read('README.md'), 'What a failure looks like')));
    const paragraphs = stdout.split('\n\n');
    const wrong: string[] = [];
    for (const { at, lines } of shown) {
      const printed = paragraphs.find((p) => p.startsWith(lines[0] as string))?.split('\n');
      if (!printed) {
        wrong.push(`${at}: the demo prints no diagnosis "${lines[0]}"`);
        continue;
      }
      // An excerpt: every line shown is a line printed, in the same order.
      let next = 0;
      for (const line of lines) {
        const found = printed.findIndex((p, i) => i >= next && normalise(p) === normalise(line));
        if (found < 0) {
          wrong.push(`${at}: "${line}" is not printed (in this order) for ${lines[0]}`);
          break;
        }
        next = found + 1;
      }
    }
    expect(wrong).toEqual([]);
  });

  test("docs/cli.md's table: consecutive lines of the output", async () => {
    const body = section(read('docs/cli.md'), 'The table');
    const example = (codeBlocks(body)[0]?.code ?? '').split('\n');
    expect(example.length).toBeGreaterThan(3);
    const { stdout } = await cli(namedCommand(body));
    const printed = normalise(stdout).split('\n');
    const at = printed.indexOf(normalise(example[0] as string));
    expect(at, `the command prints no line "${example[0]}"`).toBeGreaterThan(-1);
    expect(example.map(normalise)).toEqual(printed.slice(at, at + example.length));
  });
});

test('README.md names every npm script `ragcheck init` adds, and only those', () => {
  const sentence = /adds the npm scripts ([^.]*?) where they are missing/s.exec(read('README.md'))?.[1];
  expect(sentence, 'README.md says which npm scripts init adds').toBeDefined();
  const named = [...(sentence as string).matchAll(/`([\w:-]+)`/g)].map((m) => m[1]);
  expect(named).toEqual(planScripts('{}', false).scripts.map((script) => script.name));
});

/** The commands `ragcheck --help` lists. */
async function commands(): Promise<string[]> {
  const { stdout } = await cli(['--help']);
  const list = stdout.split('\nCommands:\n')[1]?.split('\n\n')[0] ?? '';
  return [...list.matchAll(/^ {2}([a-z][\w-]*) {2,}/gm)].map((m) => m[1] as string);
}

/** A command's help: its whole text, and the options it defines (in its usage lines or at the start of a line). */
async function help(command: string): Promise<{ text: string; options: Set<string> }> {
  const { code, stdout } = await cli([command, '--help']);
  expect(code, `ragcheck ${command} --help`).toBe(0);
  const usage = stdout.split('\n\n')[0] ?? '';
  const options = new Set([
    ...[...usage.matchAll(/(?<![\w-])--[a-z][\w-]*/g)].map((m) => m[0]),
    ...[...stdout.matchAll(/^ +(--[a-z][\w-]*)/gm)].map((m) => m[1] as string),
  ]);
  return { text: stdout, options };
}

/** The values a help line offers for an option, `--judge NAME   overlap | heuristic | ...`, when it lists them. */
function helpValues(text: string, option: string): Set<string> | undefined {
  const line = new RegExp(`^ +${option}(?:=| )\\S* +(.*)$`, 'm').exec(text)?.[1] ?? '';
  const list = /^([a-z][\w-]*(?: \(default\))?(?: \| (?:[a-z][\w-]*|\.\/\S+)(?: \(default\))?)+)/.exec(line)?.[1];
  if (!list) return undefined;
  return new Set(
    list.split(' | ').flatMap((value) => (value.startsWith('./') ? [] : [value.replace(' (default)', '')])),
  );
}

/** docs/cli.md cut at its `## ` headings, each with the commands its heading names in code spans. */
function cliSections(): { heading: string; commands: string[]; text: string }[] {
  return read('docs/cli.md')
    .split(/\n(?=## )/)
    .slice(1)
    .map((text) => {
      const heading = text.split('\n')[0] as string;
      const commands = [...heading.matchAll(/`([a-z][\w-]*)[^`]*`/g)].map((m) => m[1] as string);
      return { heading, commands, text };
    });
}

/**
 * The `--options` a docs text names, each with the value list it gives (`--judge a|b|c`) if any, and the command it
 * belongs to when a code span names one before it (`ragcheck eval --adapter ./module.ts` in another command's section).
 */
function docOptions(text: string): { option: string; values?: Set<string>; command?: string }[] {
  const value = String.raw`(?:[a-z][\w-]*|\./[^\s\`|]+)`;
  const pattern = new RegExp(String.raw`(?<![\w-])(--[a-z][\w-]*)(?:[ =](${value}(?:\|${value})+))?`, 'g');
  return text.split('\n').flatMap((line) =>
    [...line.matchAll(pattern)].map((m) => {
      const before = line.slice(0, m.index);
      const command = /ragcheck ([a-z][\w-]*)[^`]*$/.exec(before)?.[1];
      return {
        option: m[1] as string,
        ...(m[2] ? { values: new Set(m[2].split('|').filter((v) => !v.startsWith('./'))) } : {}),
        ...(command ? { command } : {}),
      };
    }),
  );
}

describe('docs/cli.md against the CLI', () => {
  test('every command of `ragcheck --help` has its section', async () => {
    const listed = await commands();
    expect(listed).toContain('eval');
    const documented = new Set(cliSections().flatMap((s) => s.commands));
    expect(listed.filter((command) => !documented.has(command))).toEqual([]);
    expect(
      [...documented].filter((command) => !listed.includes(command)),
      'sections of no command',
    ).toEqual([]);
  });

  test("every option a command's --help defines is in its section (or a section of no one command)", async () => {
    const sections = cliSections();
    const missing: string[] = [];
    for (const command of await commands()) {
      const where = sections.filter((s) => s.commands.includes(command) || s.commands.length === 0);
      const named = new Set(where.flatMap((s) => docOptions(s.text).map((o) => o.option)));
      for (const option of (await help(command)).options) {
        if (option !== '--help' && !named.has(option)) missing.push(`${command} ${option}`);
      }
    }
    expect(missing).toEqual([]);
  });

  test('every option docs/cli.md names exists, with the values its --help offers', async () => {
    const helps = new Map<string, string>();
    for (const command of await commands()) helps.set(command, (await help(command)).text);
    const wrong: string[] = [];
    for (const s of cliSections()) {
      const texts = s.commands.length > 0 ? s.commands.map((c) => helps.get(c) ?? '') : [...helps.values()];
      for (const { option, values, command } of docOptions(s.text)) {
        if (option === '--help') continue; // every command has it
        const named = new RegExp(`(?<![\\w-])${option}(?![\\w-])`);
        const offering = (command ? [helps.get(command) ?? ''] : texts).filter((text) => named.test(text));
        if (offering.length === 0) {
          wrong.push(`${s.heading}: ${option} is not an option of ${s.commands.join(', ') || 'any command'}`);
          continue;
        }
        if (!values) continue;
        const offered = offering.map((text) => helpValues(text, option)).filter((v) => v !== undefined);
        const same = (set: Set<string>) => set.size === values.size && [...set].every((v) => values.has(v));
        if (offered.length > 0 && !offered.some(same)) {
          const help = [...(offered[0] as Set<string>)].join('|');
          wrong.push(`${s.heading}: ${option} ${[...values].join('|')}, but --help offers ${help}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
