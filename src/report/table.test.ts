import { describe, expect, test } from 'vitest';
import type { CaseResult } from '../types.js';
import { formatTable, LOG_WIDTH, terminalWidth } from './index.js';

const row = (id: string, question: string, over: Partial<CaseResult> = {}) =>
  ({
    id,
    question,
    verdict: 'pass',
    outcome: 'pass',
    metrics: { contextRecall: 1, faithfulness: 1 },
    ...over,
  }) as CaseResult;

const SHORT = 'How long does shipping take?';
const LONG =
  'Which of the three warehouses ships orders placed on a public holiday, and how many business days does it add to the delivery estimate?';

describe('formatTable', () => {
  test('shows the case id and the whole question when the width allows it', () => {
    const lines = formatTable([row('shipping', SHORT), row('holiday-shipping', LONG)], { width: 240 }).split('\n');
    expect(lines[0]).toMatch(/^id\s+question\s+recall\s+faith\s+verdict$/);
    expect(lines[2]).toMatch(/^shipping\s+How long does shipping take\?\s+1\.00\s+1\.00\s+pass$/);
    expect(lines[3]).toContain(`holiday-shipping  ${LONG}`);
  });

  test('a citations column (validity/support) appears only when some answer carries markers', () => {
    const cited = row('cited', SHORT, {
      metrics: {
        contextRecall: 1,
        faithfulness: 1,
        citationValidity: 1,
        citationSupport: 0.5,
      } as CaseResult['metrics'],
    });
    const lines = formatTable([cited, row('plain', SHORT)], { width: 120 }).split('\n');
    expect(lines[0]).toMatch(/^id\s+question\s+recall\s+faith\s+citations\s+verdict$/);
    expect(lines[2]).toMatch(/^cited\s+How long does shipping take\?\s+1\.00\s+1\.00\s+1\.00\/0\.50\s+pass$/);
    expect(lines[3]).toMatch(/1\.00\s+1\.00\s+-\s+pass$/);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(120);
    expect(formatTable([row('plain', SHORT)]).split('\n')[0]).not.toContain('citations');
  });

  test('fits every row in the width, cutting long questions and ids with an ellipsis', () => {
    const id = 'a-case-id-that-is-far-too-long-for-its-column';
    const results = [
      row(id, LONG),
      row('refund', SHORT, { verdict: 'FIX generation (unwarranted refusal)', outcome: 'fail' }),
    ];
    for (const width of [110, 120, LOG_WIDTH]) {
      const lines = formatTable(results, { width }).split('\n');
      for (const line of lines) expect(line.length, `${width}: ${line}`).toBeLessThanOrEqual(width);
      expect(lines[2]).toMatch(/^a-case-id-that-is-far-t… {2}Which of the three warehouse/);
      expect(lines[2]).toMatch(/…\s+1\.00\s+1\.00\s+pass$/);
    }
    // Wider rows give the question more room.
    const question = (width: number) => formatTable(results, { width }).split('\n')[2]?.indexOf('…', 30);
    expect(question(LOG_WIDTH)).toBeGreaterThan(question(110) as number);
  });

  test('keeps a readable question column on a narrow terminal, even if the row then wraps', () => {
    const line = formatTable([row('refund', LONG)], { width: 20 }).split('\n')[2] as string;
    expect(line).toMatch(/^refund {2}Which of the three ware… {4}1\.00/);
  });

  test('marks known and now-passing known failures, shows n/a recall, and lists only problems on request', () => {
    const results = [
      row('ok', SHORT),
      row('known', SHORT, { verdict: 'FIX retrieval', outcome: 'known failure' }),
      row('fixed', SHORT, { outcome: 'fail' }),
      row('refusal', SHORT, {
        verdict: 'correct refusal',
        metrics: { contextRecall: null, faithfulness: 1 } as CaseResult['metrics'],
      }),
    ];
    const lines = formatTable(results, { onlyProblems: true }).split('\n').slice(2);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^known\s+.*FIX retrieval \(known\)$/);
    expect(lines[1]).toMatch(/^fixed\s+.*pass \(known failure now passes\)$/);
    expect(formatTable(results).split('\n')[5]).toMatch(
      /^refusal\s+How long does shipping take\?\s+n\/a\s+1\.00\s+correct refusal$/,
    );
  });
});

describe('terminalWidth', () => {
  test('is the terminal’s width on a terminal, else $COLUMNS, else the log width', () => {
    expect(terminalWidth({ isTTY: true, columns: 93 }, { COLUMNS: '300' })).toBe(93);
    expect(terminalWidth({ isTTY: false, columns: 93 }, { COLUMNS: '300' })).toBe(300);
    expect(terminalWidth({ isTTY: false }, {})).toBe(LOG_WIDTH);
    expect(terminalWidth(undefined, { COLUMNS: 'wide' })).toBe(LOG_WIDTH);
    expect(terminalWidth({ isTTY: true, columns: 0 }, { COLUMNS: '-4' })).toBe(LOG_WIDTH);
  });
});
