/**
 * Reads a judge request's user message the way its fences define it: the request's code from its first line, then
 * each block between a `<<<NAME code>>>` line and its `<<<END NAME code>>>` line. Tests use it to see what the
 * server received, and that nothing inside a block closed it early or opened another.
 */
export interface PromptBlocks {
  code: string;
  /** Each block's text, by name, in order. */
  blocks: Record<string, string>;
  /** The names in order. */
  names: string[];
  /** Lines that fence a block (opening and closing), in the whole message. */
  fences: number;
}

export function promptBlocks(user: string): PromptBlocks {
  const code = /^The blocks of this message are fenced with the code ([0-9a-f]{16})\.$/m.exec(user)?.[1];
  if (!code) throw new Error(`no block code in the message: ${JSON.stringify(user.slice(0, 120))}`);
  const lines = user.split('\n');
  const blocks: Record<string, string> = {};
  const names: string[] = [];
  let fences = 0;
  let open: { name: string; from: number } | undefined;
  lines.forEach((line, i) => {
    const start = new RegExp(`^<<<([A-Z]+) ${code}>>>$`).exec(line);
    const end = new RegExp(`^<<<END ([A-Z]+) ${code}>>>$`).exec(line);
    if (start || end) fences++;
    if (start && !open) open = { name: start[1]!, from: i + 1 };
    else if (end && open && end[1] === open.name) {
      blocks[open.name] = lines.slice(open.from, i).join('\n');
      names.push(open.name);
      open = undefined;
    }
  });
  return { code, blocks, names, fences };
}

/** The user message of a request body (its last user message). */
// biome-ignore lint/suspicious/noExplicitAny: request bodies are whatever the client sent
export const userMessage = (body: any): string =>
  [...body.messages].reverse().find((m: { role: string }) => m.role === 'user').content;
