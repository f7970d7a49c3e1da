/**
 * The docs check (src/docs.test.ts): every relative link and `#anchor` in the markdown pages resolves, with GitHub's
 * heading anchors; every path of this repository the pages name (`src/...`, `scripts/...`) exists; and every ```ts
 * code block marked `check` (```ts check) compiles against the package's own types: `ragcheck` imports map to src/, a
 * relative import (the reader's own app, `../src/rag.js`) to one stub module.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** One problem, at a line of a markdown file (relative to the checked root). */
export interface DocIssue {
  file: string;
  line: number;
  message: string;
}

/** README.md, CONTRIBUTING.md and every .md file under docs/, relative to `root`, sorted. */
export function markdownFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) found.push(path);
    }
  };
  if (existsSync(join(root, 'docs'))) walk('docs');
  const top = ['README.md', 'CONTRIBUTING.md'].filter((name) => existsSync(join(root, name)));
  return [...top, ...found.sort()];
}

/** A fenced code block: its info string, the line of its opening fence (1-based) and its text. */
export interface CodeBlock {
  info: string;
  line: number;
  code: string;
}

/** A markdown file split into its prose lines (code blocks blanked, so line numbers hold) and its code blocks. */
function parse(markdown: string): { prose: string[]; blocks: CodeBlock[] } {
  const lines = markdown.split('\n');
  const prose: string[] = [];
  const blocks: CodeBlock[] = [];
  let open: { fence: string; info: string; line: number; body: string[] } | undefined;
  lines.forEach((line, index) => {
    const fence = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (open) {
      prose.push('');
      const fenceText = fence?.[1];
      if (fenceText?.startsWith(open.fence) && fenceText[0] === open.fence[0] && fence?.[2]?.trim() === '') {
        blocks.push({ info: open.info, line: open.line, code: open.body.join('\n') });
        open = undefined;
      } else open.body.push(line);
    } else if (fence?.[1]) {
      open = { fence: fence[1], info: (fence[2] ?? '').trim(), line: index + 1, body: [] };
      prose.push('');
    } else prose.push(line);
  });
  return { prose, blocks };
}

/** The code blocks of a markdown text. */
export function codeBlocks(markdown: string): CodeBlock[] {
  return parse(markdown).blocks;
}

/** Whether a block is marked for compiling: ```ts check (or typescript). */
export function isCheckedBlock(block: CodeBlock): boolean {
  const [language, ...flags] = block.info.split(/\s+/);
  return (language === 'ts' || language === 'typescript') && flags.includes('check');
}

/**
 * GitHub's anchor for a heading's text (github-slugger): the rendered text lower-cased, every character that is not a
 * letter, mark, digit, connector (`_`), hyphen or space removed, spaces turned into hyphens.
 */
export function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
    .replace(/<[^>]+>/g, '') // inline HTML tags
    .replace(/[`*]/g, '') // code spans and emphasis marks
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** The anchors a page offers: each heading's slug (a repeated one gets -1, -2, ...) and `<a id|name="...">`. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const counts = new Map<string, number>();
  for (const line of parse(markdown).prose) {
    const heading = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (heading) {
      const slug = githubSlug(heading[1] ?? '');
      const seen = counts.get(slug) ?? 0;
      counts.set(slug, seen + 1);
      anchors.add(seen === 0 ? slug : `${slug}-${seen}`);
    }
    for (const match of line.matchAll(/<a\s[^>]*\b(?:id|name)=["']([^"']+)["']/gi)) anchors.add(match[1] as string);
  }
  return anchors;
}

/** Every link target of a page with its line: inline links and images, reference definitions, HTML href/src. */
export function linksOf(markdown: string): { target: string; line: number }[] {
  const links: { target: string; line: number }[] = [];
  parse(markdown).prose.forEach((raw, index) => {
    const line = raw.replace(/(`+)[^`]*?\1/g, ''); // code spans hold no links
    const add = (target: string | undefined) => {
      if (target !== undefined) links.push({ target: target.trim(), line: index + 1 });
    };
    for (const match of line.matchAll(/\]\(\s*(<[^>]*>|[^)\s]*)(?:\s+"[^"]*")?\s*\)/g)) {
      add(match[1]?.replace(/^<|>$/g, ''));
    }
    const definition = /^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(line);
    if (definition) add(definition[1]?.replace(/^<|>$/g, ''));
    for (const match of line.matchAll(/\b(?:href|src)=["']([^"']+)["']/gi)) add(match[1]);
  });
  return links;
}

/**
 * Links that do not resolve: a relative path (from the page's folder; `/x` from `root`) that does not exist, or an
 * `#anchor` that the target markdown page (or the page itself) does not offer. URLs with a scheme are not checked.
 */
export function checkLinks(root: string, files: readonly string[]): DocIssue[] {
  const issues: DocIssue[] = [];
  const anchorCache = new Map<string, Set<string>>();
  const anchors = (path: string) => {
    let set = anchorCache.get(path);
    if (!set) {
      set = anchorsOf(readFileSync(path, 'utf8'));
      anchorCache.set(path, set);
    }
    return set;
  };
  for (const file of files) {
    const path = resolve(root, file);
    for (const { target, line } of linksOf(readFileSync(path, 'utf8'))) {
      if (target === '' || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
      const hash = target.indexOf('#');
      const pathPart = decodeURIComponent(hash < 0 ? target : target.slice(0, hash));
      const anchor = hash < 0 ? undefined : decodeURIComponent(target.slice(hash + 1));
      const to =
        pathPart === '' ? path : pathPart.startsWith('/') ? join(root, pathPart) : resolve(dirname(path), pathPart);
      if (!existsSync(to)) {
        issues.push({ file, line, message: `broken link ${target}: ${relative(root, to)} does not exist` });
        continue;
      }
      if (anchor === undefined || !to.endsWith('.md') || statSync(to).isDirectory()) continue;
      if (!anchors(to).has(anchor)) {
        issues.push({
          file,
          line,
          message: `broken anchor ${target}: ${relative(root, to)} has no heading #${anchor}`,
        });
      }
    }
  }
  return issues;
}

/**
 * The top folders of the repository at `root`: its directories that git keeps (not listed in .gitignore, not .git).
 * A path a page names that starts with one of them is a path of this repository.
 */
export function topFolders(root: string): string[] {
  const ignoreFile = join(root, '.gitignore');
  const ignored = new Set(
    (existsSync(ignoreFile) ? readFileSync(ignoreFile, 'utf8') : '')
      .split('\n')
      .map((line) => line.trim().replace(/^\//, '').replace(/\/$/, ''))
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== '.git' && !ignored.has(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** What {@link checkRepoPaths} lets a page name although it is not in the repository. */
export interface RepoPathOptions {
  /**
   * Paths that are examples of a user's own files, in a user's project (`evals/rag.eval.ts`, which `ragcheck init`
   * writes there; `compare.md`, a file a command writes): each is allowed as written and with anything under it.
   */
  userPaths?: readonly string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Files the pages name that do not exist, so a moved or renamed file cannot leave a page pointing at nothing:
 * - every path that starts with a top folder of the repository (`src/...`, `fixtures/...`, `.github/...`), in prose,
 *   code spans and commands, unless it is one of `options.userPaths`;
 * - every Markdown file named alone, in prose or a code span (`JUDGES.md`, `verdicts.md`; a link's target is
 *   {@link checkLinks}'s), which must be a page at the root, in docs/ or beside the page.
 * A path with a glob or placeholder (`*`, `<`) is skipped.
 */
export function checkRepoPaths(root: string, files: readonly string[], options: RepoPathOptions = {}): DocIssue[] {
  const tops = topFolders(root).map(escapeRegExp).join('|');
  const repoPath = new RegExp(`(?<![\\w./@-])((?:${tops})/[\\w.@/-]*[\\w/])`, 'g');
  const userPaths = options.userPaths ?? [];
  const trim = (path: string) => path.replace(/\/$/, '');
  const allowed = (path: string) =>
    userPaths.map(trim).some((user) => trim(path) === user || path.startsWith(`${user}/`));
  const issues: DocIssue[] = [];
  for (const file of files) {
    readFileSync(resolve(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const match of line.matchAll(repoPath)) {
          const path = match[1] as string;
          const next = line[(match.index ?? 0) + match[0].length];
          if (next === '*' || next === '<' || existsSync(join(root, path)) || allowed(path)) continue;
          issues.push({ file, line: index + 1, message: `${path} does not exist in the repository` });
        }
        for (const match of line.matchAll(/(?<![\w./*@-]|\]\()([\w-]+(?:\.[\w-]+)*\.md)(?![\w/-])/g)) {
          const name = match[1] as string;
          const places = [root, join(root, 'docs'), dirname(resolve(root, file))];
          if (places.some((dir) => existsSync(join(dir, name))) || allowed(name)) continue;
          issues.push({ file, line: index + 1, message: `${name} is not a page of the repository` });
        }
      });
  }
  return issues;
}

/** How checked code blocks compile: which module each `ragcheck` import is, and what relative imports stand for. */
export interface CompileOptions {
  /** Package specifier -> source file, e.g. `{ ragcheck: '<repo>/src/index.ts' }`. */
  packages: Record<string, string>;
  /** The module every relative import of a block resolves to: the reader's own app, stubbed. */
  appStub: string;
  /** The tsconfig.json whose compiler options the blocks compile with. */
  tsconfig: string;
}

/**
 * Compiles every ```ts check block of `files` as its own ES module (top-level await allowed) and returns each
 * compiler error at its markdown line.
 */
export function checkCodeBlocks(root: string, files: readonly string[], options: CompileOptions): DocIssue[] {
  const virtual = new Map<string, { file: string; line: number; code: string }>();
  for (const file of files) {
    for (const block of codeBlocks(readFileSync(resolve(root, file), 'utf8'))) {
      if (!isCheckedBlock(block)) continue;
      const name = `${file.replace(/[^\w]/g, '_')}_L${block.line}.mts`;
      // Under root, so bare imports (vitest, node:fs) resolve from its node_modules; `export {}` keeps it a module.
      virtual.set(join(root, '.docs-check', name), { file, line: block.line, code: `${block.code}\nexport {};\n` });
    }
  }
  if (virtual.size === 0) return [];
  const config = ts.readConfigFile(options.tsconfig, (path) => ts.sys.readFile(path));
  const parsed = ts.convertCompilerOptionsFromJson(config.config?.compilerOptions ?? {}, dirname(options.tsconfig));
  const compilerOptions: ts.CompilerOptions = { ...parsed.options, noEmit: true, noUnusedLocals: false };
  const host = ts.createCompilerHost(compilerOptions);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (path) => virtual.has(path) || fileExists.call(host, path);
  host.readFile = (path) => virtual.get(path)?.code ?? readFile.call(host, path);
  host.getSourceFile = (path, language, onError, create) => {
    const entry = virtual.get(path);
    return entry
      ? ts.createSourceFile(path, entry.code, language, true)
      : getSourceFile.call(host, path, language, onError, create);
  };
  const cache = ts.createModuleResolutionCache(root, (name) => name, compilerOptions);
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, opts, containingSourceFile) =>
    literals.map((literal) => {
      const name = literal.text;
      if (virtual.has(containingFile)) {
        const mapped = options.packages[name] ?? (name.startsWith('.') ? options.appStub : undefined);
        if (mapped) return { resolvedModule: { resolvedFileName: mapped, extension: ts.Extension.Ts } };
      }
      const mode = ts.getModeForUsageLocation(containingSourceFile, literal, opts);
      return ts.resolveModuleName(name, containingFile, opts, host, cache, redirected, mode);
    });
  const program = ts.createProgram([...virtual.keys()], compilerOptions, host);
  const issues: DocIssue[] = [];
  for (const [path, entry] of virtual) {
    const source = program.getSourceFile(path) as ts.SourceFile;
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    for (const diagnostic of diagnostics) {
      const at = diagnostic.start === undefined ? 0 : source.getLineAndCharacterOfPosition(diagnostic.start).line;
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
      issues.push({ file: entry.file, line: entry.line + 1 + at, message: `TS${diagnostic.code}: ${message}` });
    }
  }
  return issues;
}
