export {
  buildHistoryView,
  type HistoryOptions,
  historyDropped,
  MIN_TREND_RUNS,
} from './build.js';
export {
  type HistorySeries,
  runFigures,
  type SeriesEntry,
  type SuiteFigures,
  SuiteFiguresSchema,
  suiteFigures,
} from './figures.js';
export { renderHistoryHtml } from './html.js';
export {
  appendHistory,
  HISTORY_LINE_VERSION,
  type HistoryLine,
  HistoryLineSchema,
  historyLine,
  parseHistoryLines,
} from './jsonl.js';
export {
  formatHistoryMarkdown,
  formatHistoryText,
  type HistoryFormat,
  mermaidChart,
  metricLabel,
  renderHistory,
  sparkline,
  verdictLine,
} from './render.js';
export { readHistorySeries, seriesEntryOfRun } from './series.js';
export type { HistoryMetric, HistoryRun, HistoryTest, HistoryView, SuiteHistory } from './view.js';
