/** A text as one markdown table cell: pipes escaped, line breaks and runs of white space folded to one space. */
export function mdEscape(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');
}
