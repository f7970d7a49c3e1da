/**
 * Templated answers (class K of the refusal rules): a Markdown table is read as the field list it is. A table's
 * header row names its columns and its separator row is drawing, so neither claims anything; each data row is a field
 * ("| Maximum draw weight | not stated in the rules |" reads as "Maximum draw weight: not stated in the rules"), so a
 * table whose every value is a decline declines, and a value in any row stays a claim.
 */

// A table row: a line that opens and closes with a pipe.
const TABLE_ROW = /^\s*\|.*\|\s*$/u;
// A separator row: cells of dashes, each with an optional alignment colon ("|---|:--:|").
const SEPARATOR_ROW = /^\s*\|?(?:\s*:?-{2,}:?\s*\|)+\s*(?::?-{2,}:?\s*)?$/u;

/**
 * The answer with each Markdown table written as fields: the header row (the row above a separator) and the
 * separator dropped, each data row made "first cell: other cells" (joined by "; "). Text outside tables is unchanged,
 * and the line count too (a dropped row leaves an empty line), so the lines keep their places. One pass over the lines.
 */
export function tableAsFields(text: string): string {
  if (!text.includes('|')) return text;
  const lines = text.split('\n');
  const out = lines.map((line, i) => {
    if (!TABLE_ROW.test(line)) return line;
    if (SEPARATOR_ROW.test(line) || SEPARATOR_ROW.test(lines[i + 1] ?? '')) return '';
    const cells = line
      .trim()
      .slice(1, -1)
      .split('|')
      .map((c) => c.trim())
      .filter((c) => c !== '');
    if (cells.length < 2) return cells[0] ?? '';
    return `${cells[0]}: ${cells.slice(1).join('; ')}`;
  });
  return out.join('\n');
}
