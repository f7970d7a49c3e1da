/**
 * A corpus from a team's documents: Markdown and plain-text files chunked by heading and paragraph (with a size
 * limit) into chunks with stable ids, so `generate` and `init` start from a docs folder. Corpus files (.jsonl, .json,
 * .yaml) are loaded as they are.
 */
import { extname } from 'node:path';
import { loadCorpusSync, readSourcesSync, throwIfIssues } from '../dataset/index.js';
import type { DatasetIssue } from '../errors.js';
import { splitSentences } from '../text/index.js';
import type { Chunk } from '../types.js';

/** How documents are cut into chunks. */
export interface ChunkDocumentOptions {
  /**
   * A chunk's largest size in characters: paragraphs of a section are joined up to it, and a longer paragraph is cut
   * between sentences.
   * @default 1000
   */
  maxChars?: number;
}

const DOCUMENT_EXTENSIONS = new Set(['.md', '.markdown', '.mdx', '.txt', '.text']);

/** Whether a path is a corpus file (loaded as chunks) rather than a document to chunk. */
export function isCorpusFile(path: string): boolean {
  return ['.jsonl', '.json', '.yaml', '.yml'].includes(extname(path).toLowerCase());
}

function fileSlug(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\.[a-z]+$/, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 48) || 'doc'
  );
}

/** Cuts a paragraph longer than `max` between sentences (a sentence longer than `max` stays whole). */
function cutLong(paragraph: string, max: number): string[] {
  if (paragraph.length <= max) return [paragraph];
  const parts: string[] = [];
  let current = '';
  for (const sentence of splitSentences(paragraph)) {
    if (current && current.length + 1 + sentence.length > max) {
      parts.push(current);
      current = sentence;
    } else current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) parts.push(current);
  return parts;
}

/** Sections of a Markdown (or plain) text: each heading and the paragraphs under it. */
function sectionsOf(text: string, markdown: boolean): { heading: string | undefined; paragraphs: string[] }[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (markdown && lines[0]?.trim() === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) lines.splice(0, end + 1);
  }
  const sections: { heading: string | undefined; paragraphs: string[] }[] = [{ heading: undefined, paragraphs: [] }];
  let paragraph: string[] = [];
  let fence = false;
  const flush = () => {
    const joined = paragraph.join(fence ? '\n' : ' ').trim();
    if (joined) sections.at(-1)?.paragraphs.push(joined);
    paragraph = [];
  };
  for (const line of lines) {
    if (markdown && /^\s*(```|~~~)/.test(line)) {
      if (fence) {
        paragraph.push(line);
        flush();
        fence = false;
      } else {
        flush();
        fence = true;
        paragraph.push(line);
      }
      continue;
    }
    if (fence) {
      paragraph.push(line);
      continue;
    }
    const heading = markdown ? /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line) : null;
    if (heading) {
      flush();
      sections.push({ heading: heading[1], paragraphs: [] });
      continue;
    }
    if (line.trim() === '') flush();
    else paragraph.push(line.trim());
  }
  flush();
  return sections.filter((s) => s.paragraphs.length > 0);
}

/**
 * Chunks one document: by heading (a chunk never spans two sections; the heading is its `title`), then by paragraph,
 * joining paragraphs up to `maxChars`. Ids are `<file>--<heading>-<n>`, stable while the section's text before the
 * chunk does not change. Markdown when the source ends in .md/.markdown/.mdx, else plain text (paragraphs only).
 *
 * @example
 * chunkDocument('# Refunds\n\nRefunds take 5 days.\n', 'docs/refunds.md');
 * // [{ id: 'docs-refunds--refunds-1', text: 'Refunds take 5 days.', title: 'Refunds', source: 'docs/refunds.md' }]
 */
export function chunkDocument(text: string, source: string, options: ChunkDocumentOptions = {}): Chunk[] {
  const max = options.maxChars ?? 1000;
  if (!(Number.isInteger(max) && max >= 100)) {
    throw new RangeError(`\`maxChars\` must be an integer >= 100 (got ${max}).`);
  }
  const markdown = /\.(md|markdown|mdx)$/i.test(source);
  const base = fileSlug(source);
  const chunks: Chunk[] = [];
  const used = new Set<string>();
  for (const section of sectionsOf(text, markdown)) {
    const pieces = section.paragraphs.flatMap((p) => cutLong(p, max));
    const joined: string[] = [];
    for (const piece of pieces) {
      const last = joined.at(-1);
      if (last !== undefined && last.length + 2 + piece.length <= max)
        joined[joined.length - 1] = `${last}\n\n${piece}`;
      else joined.push(piece);
    }
    const head = section.heading ? fileSlug(section.heading) : 'intro';
    joined.forEach((chunkText, i) => {
      let id = `${base}--${head}-${i + 1}`;
      for (let n = 2; used.has(id); n++) id = `${base}--${head}-${i + 1}-${n}`;
      used.add(id);
      chunks.push({
        id,
        text: chunkText,
        ...(section.heading ? { title: section.heading } : {}),
        source,
      });
    });
  }
  return chunks;
}

/**
 * The corpus the paths or globs name: corpus files loaded as they are, Markdown and text files chunked with
 * {@link chunkDocument}. `chunked` says whether any document was chunked (then the corpus is worth writing out).
 * Throws a DatasetError naming every file that cannot be read or has no known format.
 */
export function loadCorpusInputsSync(
  patterns: readonly string[],
  options: { cwd: string } & ChunkDocumentOptions,
): { chunks: Chunk[]; chunked: boolean; documents: string[] } {
  const corpusFiles = patterns.filter(isCorpusFile);
  const documentPatterns = patterns.filter((p) => !isCorpusFile(p));
  const chunks: Chunk[] = corpusFiles.length > 0 ? loadCorpusSync(corpusFiles, { cwd: options.cwd }) : [];
  const issues: DatasetIssue[] = [];
  const sources = documentPatterns.length > 0 ? readSourcesSync(documentPatterns, options.cwd, issues) : [];
  for (const source of sources) {
    if (!DOCUMENT_EXTENSIONS.has(extname(source.file).toLowerCase())) {
      issues.push({
        file: source.file,
        message: `is neither a corpus file (.jsonl, .json, .yaml) nor a document (.md, .markdown, .mdx, .txt): name the documents with a glob such as "docs/**/*.md"`,
      });
    }
  }
  throwIfIssues(issues);
  const documents: string[] = [];
  for (const source of sources) {
    documents.push(source.file);
    chunks.push(...chunkDocument(source.text, source.file, options));
  }
  return { chunks, chunked: sources.length > 0, documents };
}
