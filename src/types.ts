/**
 * The data model: one zod schema per concept, shared by every surface (loaders, CLI, Vitest harness, reports).
 * Types are inferred from the schemas so the two never drift.
 */
import { z } from 'zod';
import { defaultThresholds, METRIC_KEYS, type MetricKey } from './metric-registry.js';

/** Version of the {@link CaseResultSchema} JSON shape. Bump on any breaking change to reports. */
export const SCHEMA_VERSION = 3 as const;

// ---------------------------------------------------------------------------------------------------------------
// Corpus
// ---------------------------------------------------------------------------------------------------------------

/** One chunk of the corpus: `{ id, text, title?, source?, metadata? }`. */
export const ChunkSchema = z.strictObject({
  id: z.string().trim().min(1, 'must be a non-empty string id'),
  text: z.string(),
  title: z.string().optional(),
  source: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
/**
 * A chunk of the corpus or of what the app retrieved: its id and text (and, optionally, its source and metadata).
 */
export type Chunk = z.infer<typeof ChunkSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Verdicts
// ---------------------------------------------------------------------------------------------------------------

/** Every verdict, exact strings users grep for, in the order they are decided. */
export const VERDICTS = [
  'ERROR (adapter)',
  'ERROR (judge)',
  'FIX retrieval',
  'correct refusal',
  'FIX generation (should refuse)',
  'FIX generation (unwarranted refusal)',
  'FIX generation (faithfulness)',
  'FIX generation (incorrect)',
  'FIX generation (citation)',
  'FIX generation (relevancy)',
  'pass',
] as const;
export const VerdictSchema = z.enum(VERDICTS);
/**
 * The verdict of a case: which half of the pipeline to fix (`FIX retrieval`, `FIX generation (...)`), a pass, a
 * correct refusal, or an ERROR.
 */
export type Verdict = z.infer<typeof VerdictSchema>;

/** Verdicts a case can be marked as known to get today (`knownFailure.verdict`). Errors and passes cannot. */
export type FixVerdict = Extract<Verdict, `FIX ${string}`>;
/** The {@link FixVerdict}s, in the order of {@link VERDICTS}. */
export const FIX_VERDICTS: readonly FixVerdict[] = VERDICTS.filter((v): v is FixVerdict => v.startsWith('FIX '));

/** True for the two verdicts that mean every gate passed. */
export function isPassingVerdict(verdict: Verdict): boolean {
  return verdict === 'pass' || verdict === 'correct refusal';
}
/** True for `ERROR (adapter)` and `ERROR (judge)`. */
export function isErrorVerdict(verdict: Verdict): boolean {
  return verdict.startsWith('ERROR');
}

// ---------------------------------------------------------------------------------------------------------------
// Thresholds
// ---------------------------------------------------------------------------------------------------------------

/** A score or threshold: a finite number in [0, 1] (suites, gates, baselines, cases). */
export const UnitIntervalSchema = z
  .number({ error: 'must be a number between 0 and 1' })
  .min(0, 'must be between 0 and 1 (a threshold is a score, not a percentage)')
  .max(1, 'must be between 0 and 1 (a threshold is a score, not a percentage: write 0.8, not 80)');
const unit = UnitIntervalSchema;

const PLAIN_DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The result of {@link safeParseUnitDecimal}: the value, or what is wrong with the text in a few words. */
export type UnitDecimalResult = { ok: true; value: number } | { ok: false; problem: string };

/**
 * Parses a threshold written as text (a command-line value, the number token of a case file): it must be a plain
 * decimal between 0 and 1 (`0.8`, `1`, `.75`, `0.60`). Empty text, a sign, exponent notation (`1e-400` would
 * silently be 0), hex/octal/binary (`0x1`), `Infinity`, `NaN`, spaces and values above 1 are refused, so no form
 * of a threshold can quietly mean something other than what it shows.
 *
 * @example
 * safeParseUnitDecimal('0.8'); // { ok: true, value: 0.8 }
 * safeParseUnitDecimal('1e-400'); // { ok: false, problem: 'uses exponent notation: ...' }
 */
export function safeParseUnitDecimal(text: string): UnitDecimalResult {
  const fix = 'write a plain decimal between 0 and 1, e.g. 0.8';
  if (text.trim() === '') return { ok: false, problem: `is empty: ${fix}` };
  if (PLAIN_DECIMAL.test(text)) {
    const value = Number(text);
    if (value > 1) {
      return { ok: false, problem: `is above 1: ${fix} (a threshold is a score, not a percentage: 0.8, not 80)` };
    }
    return { ok: true, value };
  }
  if (/^[+-]/.test(text)) return { ok: false, problem: `has a sign: ${fix}` };
  if (/^(?:\d+\.?\d*|\.\d+)[eE][+-]?\d+$/.test(text)) {
    return { ok: false, problem: `uses exponent notation: ${fix} (exponents can round to 0 unseen)` };
  }
  return { ok: false, problem: `is not a decimal number: ${fix}` };
}

/**
 * Gate thresholds; keys are the metric keys of the registry ({@link METRICS}). `contextRecall` and `faithfulness`
 * always gate (defaults 0.99 and 0.6), `keywordCoverage` gates when a case has keywords (default 0.5); the @k
 * metrics, `correctness` and the citation metrics gate only when set.
 */
export const ThresholdsSchema = z.strictObject(
  Object.fromEntries(METRIC_KEYS.map((key) => [key, unit.optional()])) as Record<
    MetricKey,
    z.ZodOptional<typeof UnitIntervalSchema>
  >,
);
/** The gate thresholds of a suite or a case, one per metric; a case's own override the suite's. */
export type Thresholds = z.infer<typeof ThresholdsSchema>;
export type ThresholdKey = keyof Thresholds;
export const THRESHOLD_KEYS = Object.keys(ThresholdsSchema.shape) as ThresholdKey[];

/** The defaults every suite starts from (the registry's default thresholds). */
export const DEFAULT_THRESHOLDS = defaultThresholds() satisfies Thresholds;

// ---------------------------------------------------------------------------------------------------------------
// Eval cases
// ---------------------------------------------------------------------------------------------------------------

/**
 * A golden reference: a chunk id, or `{ source, contains }`, which matches any retrieved chunk whose `source` is
 * that and whose text contains the string, so labels survive re-chunking.
 */
export const GoldenRefSchema = z.union([
  z.string().trim().min(1, 'must be a non-empty chunk id'),
  z.strictObject({
    source: z.string().min(1, 'must name the source document'),
    contains: z.string().min(1, 'must be a non-empty passage of the golden text'),
  }),
]);
/** A golden chunk of a case: its id, or a passage its text must contain. */
export type GoldenRef = z.infer<typeof GoldenRefSchema>;

/** A recorded context: a chunk id resolved against the corpus, or an inline chunk. */
export const ContextRefSchema = z.union([
  z.string().trim().min(1, 'must be a non-empty chunk id'),
  ChunkSchema.extend({ id: z.string().trim().min(1, 'must be a non-empty chunk id') }),
]);
export type ContextRef = z.infer<typeof ContextRefSchema>;

export const KnownFailureSchema = z.strictObject({
  verdict: z.enum(FIX_VERDICTS, {
    error: `must be one of ${FIX_VERDICTS.map((v) => `"${v}"`).join(', ')}`,
  }),
  reason: z.string().trim().min(1, 'must say why this case is known to fail (an issue link or a sentence)'),
});
/**
 * A case's `knownFailure` marker: the verdict it is known to get today and why; the case's test passes while it gets
 * that verdict.
 */
export type KnownFailure = z.infer<typeof KnownFailureSchema>;

/** A number of trials: an integer, at least 1. */
export const TrialCountSchema = z
  .number({ error: 'must be a whole number of trials, at least 1' })
  .int('must be a whole number of trials, at least 1 (e.g. 5)')
  .min(1, 'must be at least 1 (1 asks the app once, as without trials)');

/**
 * The share of a case's trials that must pass: in (0, 1]. 0 is refused: a case none of whose trials pass would
 * pass.
 */
export const MinPassRateSchema = unit.refine((value) => value > 0, {
  message: 'must be above 0 (a case none of whose trials pass would pass): e.g. 0.8, or 1 for every trial',
});

/** Who said an earlier turn of a conversation. */
export const TURN_ROLES = ['user', 'assistant'] as const;

/**
 * One earlier turn of a conversation (`history`): what the user said, or what the assistant answered. What the user
 * said counts as something the answer may rely on; an earlier assistant turn is never evidence.
 */
export const ConversationTurnSchema = z.strictObject({
  role: z.enum(TURN_ROLES, { error: 'must be "user" or "assistant" (who said this earlier turn)' }),
  content: z
    .string({ error: 'must be the text of the turn, a string' })
    .trim()
    .min(1, 'must be the non-empty text of the turn (drop the turn if nothing was said)'),
});
export type ConversationTurn = z.infer<typeof ConversationTurnSchema>;

/** One eval case. `golden: []` means out of scope: the system must refuse. */
export const EvalCaseSchema = z.strictObject({
  id: z.string().trim().min(1, 'must be a non-empty, unique case id'),
  question: z.string().trim().min(1, 'must be a non-empty question'),
  golden: z.array(GoldenRefSchema, {
    error: 'must be an array of chunk ids (use [] for a question the system must refuse)',
  }),
  reference: z.string().optional(),
  keywords: z.array(z.string().trim().min(1, 'must be a non-empty keyword')).optional(),
  tags: z.array(z.string().trim().min(1, 'must be a non-empty tag')).optional(),
  thresholds: ThresholdsSchema.optional(),
  knownFailure: KnownFailureSchema.optional(),
  answer: z.string().optional(),
  contexts: z.array(ContextRefSchema).optional(),
  /** How many times the app is asked this question (its own `trials` win over the suite's). */
  trials: TrialCountSchema.optional(),
  /** Share of this case's trials that must pass, in (0, 1]; default 1, every trial. */
  minPassRate: MinPassRateSchema.optional(),
  /**
   * The earlier turns of a conversation, oldest first; `question` is the last user turn. The adapter receives them;
   * what the user said counts as evidence for the answer, an earlier assistant turn does not.
   */
  history: z
    .array(ConversationTurnSchema, {
      error: 'must be an array of earlier turns: [{ "role": "user", "content": "..." }, { "role": "assistant", ... }]',
    })
    .optional(),
  /**
   * A drafted case not reviewed yet (`ragcheck generate` writes `"draft": true`). It runs like any case but is
   * reported apart: it never fails the run, and baselines and `ragcheck compare` leave it out. Reviewing it is
   * checking its question, golden ids, keywords and reference, then deleting this field (or setting it to false).
   */
  draft: z
    .boolean({ error: 'must be true (an unreviewed draft) or false; delete it once the case is reviewed' })
    .optional(),
});
/**
 * An eval case as a case file holds it: the question, its golden chunks (empty: out of scope), and optional
 * keywords, reference, thresholds, tags, trials, recorded answer and known failure.
 */
export type EvalCase = z.infer<typeof EvalCaseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The app's response
// ---------------------------------------------------------------------------------------------------------------

export const RagResponseSchema = z.object({
  answer: z.string({ error: '`answer` must be a string' }),
  contexts: z.array(ChunkSchema.loose(), { error: '`contexts` must be an array of { id, text } chunks' }),
  citations: z
    .record(z.string(), z.string(), {
      error: '`citations` must map each marker ("1", "doc_3") to the id of a returned context',
    })
    .optional(),
});
/**
 * What an adapter's `ask` returns: the app's answer and the chunks it was generated from, in rank order, and
 * optionally where its citation markers point.
 */
export type RagResponse = {
  answer: string;
  contexts: Chunk[];
  /**
   * What the answer's citation markers point at, when the app knows: marker -> id of a returned context, the marker
   * written without its brackets (`"1"` for `[1]`, `^1` or `【1】`; `"doc_3"` for `[doc_3]`). Without it a numeric
   * marker is the 1-based position in `contexts` and any other marker a context's id (docs/citations.md).
   */
  citations?: Record<string, string>;
};

// ---------------------------------------------------------------------------------------------------------------
// Claims and judge output
// ---------------------------------------------------------------------------------------------------------------

/** The verdicts a judge that decides every claim gives (an LLM judge's structured output uses exactly these). */
export const DecidedVerdictSchema = z.enum(['supported', 'unsupported', 'contradicted']);
export type DecidedVerdict = z.infer<typeof DecidedVerdictSchema>;

/** `uncertain`: a judge that abstains could not decide the claim; it needs a model judge (see `Abstention`). */
export const ClaimVerdictSchema = z.enum([...DecidedVerdictSchema.options, 'uncertain']);
/**
 * A judge's verdict on a claim: `supported`, `unsupported`, `contradicted`, or `uncertain` when a judge that
 * abstains could not decide.
 */
export type ClaimVerdict = z.infer<typeof ClaimVerdictSchema>;

/** One atomic claim of an answer and whether the context supports it. */
export const ClaimSchema = z.object({
  text: z.string(),
  supported: z.boolean(),
  verdict: ClaimVerdictSchema,
  /** Share of the claim found in the context, 0..1 (1 for an LLM judge's `supported`). */
  support: z.number().min(0).max(1),
  /** Content words / numbers / codes of the claim the context lacks, or the reason it is contradicted. */
  missing: z.array(z.string()),
  /** Short evidence: the supporting sentence, the judge's reason. */
  evidence: z.string().optional(),
});
/**
 * One atomic claim of an answer, the judge's verdict on it, its support score, the words the context lacks and the
 * evidence.
 */
export type Claim = z.infer<typeof ClaimSchema>;

/**
 * What a judge that abstains did with the claims it could not decide: how many, the policy that counted them,
 * whether the answer's verdict depended on them, and whether a model judge was asked (the `cascade` judge).
 */
export const AbstentionSchema = z.object({
  /** Claims the offline judge left `uncertain`. */
  uncertain: z.number().int().nonnegative(),
  /** How they were counted: `fail` (unsupported), `pass` (supported), `escalate` (a model judge decided). */
  policy: z.enum(['escalate', 'fail', 'pass']),
  /** The verdict depends on the uncertain claims: the answer needs a model judge (when not escalated). */
  undecided: z.boolean(),
  /** A model judge was asked (policy `escalate`). */
  escalated: z.boolean(),
  /** Calls made to the model judge for this answer (cache hits included). */
  modelCalls: z.number().int().nonnegative(),
});
export type Abstention = z.infer<typeof AbstentionSchema>;

const tokenCount = z.number().int().nonnegative();
export const TokenUsageSchema = z.object({
  promptTokens: tokenCount,
  completionTokens: tokenCount,
  totalTokens: tokenCount,
  /** Estimated cost in USD from the configured price table, when known. */
  costUsd: z.number().nonnegative().optional(),
});
/** The tokens a model judge used on a case, and their estimated cost when prices are known. */
export type TokenUsage = z.infer<typeof TokenUsageSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Results
// ---------------------------------------------------------------------------------------------------------------

export const MetricsSchema = z.object({
  /** Share of golden refs found among all returned contexts; null when out of scope. */
  contextRecall: z.number().nullable(),
  /** Supported claims / claims; 1 for a refusal; null when there is no answer (adapter error). */
  faithfulness: z.number().nullable(),
  /** Numbers and codes in the answer the context lacks. */
  unsupported: z.array(z.string()),
  refused: z.boolean(),
  hitAtK: z.number().nullable(),
  recallAtK: z.number().nullable(),
  precisionAtK: z.number().nullable(),
  reciprocalRank: z.number().nullable(),
  ndcgAtK: z.number().nullable(),
  /** Share of keywords the answer contains (answer relevancy); only when the case has keywords. */
  keywordCoverage: z.number().nullable().optional(),
  /** The case's keywords the answer lacks, named in a relevancy failure; only when the case has keywords. */
  missingKeywords: z.array(z.string()).optional(),
  /**
   * The answer's questions (from a judge that reads them apart, e.g. `heuristic`): they assert nothing, so they are
   * no claims. An answer of questions only has `faithfulness` null and does not answer (docs/verdicts.md).
   */
  questions: z.array(z.string()).optional(),
  /**
   * Share of the reference's claims the answer states (claims the judge leaves `uncertain` left out); null for an
   * out-of-scope case, a refusal, a case without `reference`, or a judge that does not score correctness.
   */
  correctness: z.number().nullable().optional(),
  /**
   * Share of the answer's citation markers that resolve to a returned context; null when the answer has no markers
   * (docs/citations.md).
   */
  citationValidity: z.number().nullable().optional(),
  /**
   * Share of the cited sentences their cited chunks support (the judge's own support scoring against the cited chunks
   * alone); null when the answer has no markers or the judge does not score citations.
   */
  citationSupport: z.number().nullable().optional(),
  k: z.number().int().positive(),
});
/**
 * A case's scores: retrieval (recall, hit@k, MRR), faithfulness and the unsupported numbers, keyword coverage,
 * refusal, correctness and citations.
 */
export type Metrics = z.infer<typeof MetricsSchema>;

/** Correctness against the case's `reference`: which of its facts the answer states, misses or contradicts. */
export const CorrectnessSchema = z.object({
  /** Supported reference claims / (reference claims - uncertain ones); null when no claim could be decided. */
  score: z.number().min(0).max(1).nullable(),
  /** The reference split into claims, each checked against the answer. */
  claims: z.array(ClaimSchema),
  /** Reference claims the answer does not state. */
  missing: z.array(z.string()),
  /** Reference claims the answer contradicts. */
  contradicted: z.array(z.string()),
  /** Reference claims the judge left `uncertain`: reported apart, out of the ratio. */
  uncertain: z.array(z.string()),
  /** Numbers, dates and amounts of the reference the answer lacks (or states with another value). */
  numbers: z.array(z.string()),
  /**
   * Why there is no score although the case has a reference: the judge's correctness answer is not recorded (a
   * replay miss) and no `thresholds.correctness` gates it. With the gate set, the same miss is `ERROR (judge)`.
   */
  unmeasured: z.string().optional(),
});
export type Correctness = z.infer<typeof CorrectnessSchema>;

/** One citation marker of an answer and what it resolves to. */
export const CitationMarkerSchema = z.object({
  /** The marker as written: `[2]`, `[doc_3]`, `【1】`, `^1`. */
  marker: z.string(),
  /** The reference inside it (`"2"`, `"doc_3"`); a marker citing several (`[1, 3]`) gives one entry each. */
  ref: z.string(),
  /** The id of the returned context it resolves to, or null when it resolves to none. */
  contextId: z.string().nullable(),
});
export type CitationMarker = z.infer<typeof CitationMarkerSchema>;

/** A sentence of the answer with markers, checked against the chunks it cites. */
export const CitedSentenceSchema = z.object({
  /** The sentence without its markers. */
  text: z.string(),
  /** Its markers' references, in order (`["2"]`, `["1", "3"]`). */
  refs: z.array(z.string()),
  /** Ids of the returned contexts its markers resolve to. */
  cited: z.array(z.string()),
  /**
   * `supported` by the cited chunks alone; `unsupported` (or no marker resolves); `uncertain` when the judge left a
   * claim uncertain (out of the ratio); `unjudged` when the judge does not score citations.
   */
  verdict: z.enum(['supported', 'unsupported', 'uncertain', 'unjudged']),
  /** For an unsupported sentence: another returned chunk that supports it on its own, with its 1-based position. */
  supportedBy: z.object({ position: z.number().int().positive(), id: z.string() }).optional(),
});
export type CitedSentence = z.infer<typeof CitedSentenceSchema>;

/** The citation check of an answer with markers (docs/citations.md). */
export const CitationsSchema = z.object({
  markers: z.array(CitationMarkerSchema),
  sentences: z.array(CitedSentenceSchema),
  /**
   * Why `citationSupport` is not measured although the judge scores citations: a replay miss of a citation call with
   * no `thresholds.citationSupport` set (it names the command that records it). Absent otherwise.
   */
  unmeasured: z.string().optional(),
});
export type Citations = z.infer<typeof CitationsSchema>;

/** One gate: a metric compared to its threshold. */
export const GateSchema = z.object({
  metric: z.string(),
  value: z.union([z.number(), z.boolean(), z.null()]),
  threshold: z.union([z.number(), z.boolean()]),
  /** `>=` for scores, `<=` for counts (unsupported), `==` for the refusal gate. */
  op: z.enum(['>=', '<=', '==']),
  passed: z.boolean(),
});
/** One threshold check on a case: the metric, its value, the threshold, the comparison and whether it passed. */
export type Gate = z.infer<typeof GateSchema>;

/**
 * The returned context ids and the corpus never met: none of the returned ids is a corpus id while the case's
 * golden ids are (an app that names its chunks `pets#chunk0` for the corpus's `pets`).
 */
export const ContextIdMismatchSchema = z.object({
  /** The ids the app returned, in rank order. */
  returned: z.array(z.string()),
  /** Returned id -> the corpus id it most likely is (same id in another case, a part of it, the same text). */
  didYouMean: z.record(z.string(), z.string()),
  /** A `contextId` hook that maps every returned id to its suggestion, as code, when one simple rule does. */
  contextId: z.string().optional(),
});
export type ContextIdMismatch = z.infer<typeof ContextIdMismatchSchema>;

/**
 * The metrics that are scores in [0, 1] (or null): those means, minimums and baselines are kept for. Every metric of
 * the registry is one.
 */
export const SCORE_METRICS = METRIC_KEYS satisfies readonly (keyof Metrics)[];
export type ScoreMetric = MetricKey;

/** One trial of a case asked several times (`trials: n`): its own verdict and what it measured. */
export const TrialSchema = z.object({
  /** 0-based; trial 0 is what a run without trials asks (and replays from the same recording). */
  index: z.number().int().nonnegative(),
  verdict: VerdictSchema,
  /** The trial's verdict is `pass` or `correct refusal`. */
  passed: z.boolean(),
  answer: z.string().nullable(),
  retrieved: z.array(z.string()),
  metrics: MetricsSchema,
  error: z.object({ kind: z.enum(['adapter', 'judge']), message: z.string() }).optional(),
  /** The LLM judge's tokens for this trial. */
  usage: TokenUsageSchema.optional(),
  durationMs: z.number().nonnegative(),
});
export type Trial = z.infer<typeof TrialSchema>;

/** Mean and minimum of a score over the trials that measured it (`n` of them). */
export const TrialScoreSchema = z.object({
  mean: z.number().nullable(),
  min: z.number().nullable(),
  n: z.number().int().nonnegative(),
});
export type TrialScore = z.infer<typeof TrialScoreSchema>;

/**
 * A case asked `n` times: the pass rate against `minPassRate`, each trial's verdict, and the mean / minimum of each
 * score. Present only when the case ran more than one trial.
 */
export const TrialsSchema = z.object({
  n: z.number().int().min(2),
  /** Trials whose verdict passes. */
  passed: z.number().int().nonnegative(),
  /** `passed / n`. */
  passRate: z.number().min(0).max(1),
  /** The share of trials that must pass (the case's, else the suite's; 1 = every trial). */
  minPassRate: z.number().min(0).max(1),
  /** The trials got different verdicts. */
  flaky: z.boolean(),
  /** An ERROR trial counted as a failing trial (`allowTrialErrors`) instead of making the case an ERROR. */
  allowErrors: z.boolean(),
  /** The trial whose answer, metrics, gates and claims this result shows (the first with the case's verdict). */
  shown: z.number().int().nonnegative(),
  metrics: z.partialRecord(z.enum(SCORE_METRICS), TrialScoreSchema),
  runs: z.array(TrialSchema),
});
/**
 * A case's trials: each run's verdict and scores, the pass count against the required pass rate, and the per-metric
 * spread.
 */
export type Trials = z.infer<typeof TrialsSchema>;

/** Where a case is written: file and 1-based line. */
export const CaseSourceSchema = z.object({ file: z.string(), line: z.number().int().positive() });
export type CaseSource = z.infer<typeof CaseSourceSchema>;

/**
 * How the test of a case ends: `pass`; `fail` (a failing verdict, or a known failure that now passes or got another
 * verdict); `known failure` (the verdict equals its `knownFailure.verdict`: not a failure); `error` (the app or the
 * judge failed, whatever the `knownFailure`); `draft` (an unreviewed draft, `draft: true`, whatever its verdict:
 * reported apart, never failing the run).
 */
export const CaseOutcomeSchema = z.enum(['pass', 'fail', 'known failure', 'error', 'draft']);
export type CaseOutcome = z.infer<typeof CaseOutcomeSchema>;

/** See `CaseResult.recording`. */
export const RecordingOutcomeSchema = z.object({
  status: z.enum(['fresh', 'stale', 'unknown', 'recorded']),
  /** The recordings folder, as the adapter names it. */
  dir: z.string(),
  /** What changed since the recording was made: code files, inputs, `$ENV` names, `chunk <id>`, k, the adapter. */
  changed: z.array(z.string()).optional(),
  /** Why the fingerprint cannot see the app's code: an HTTP app, no project file imported, or no module graph. */
  codeless: z.enum(['remote', 'no-code', 'no-graph']).optional(),
  /** Golden chunks that changed: the case's `reference` may be out of date. */
  referenceChanged: z.array(z.string()).optional(),
});

export type RecordingOutcome = z.infer<typeof RecordingOutcomeSchema>;

export const CaseResultSchema = z.object({
  schemaVersion: z.literal(SCHEMA_VERSION),
  id: z.string(),
  question: z.string(),
  tags: z.array(z.string()),
  verdict: VerdictSchema,
  outcome: CaseOutcomeSchema,
  /** Why the outcome is what it is when that is not obvious (known failure now passing, etc.). */
  outcomeMessage: z.string().optional(),
  knownFailure: KnownFailureSchema.optional(),
  /** The case is an unreviewed draft (`draft: true`): its outcome is `draft`, counted apart. */
  draft: z.boolean().optional(),
  /** Golden refs as strings (`id` or `source ∋ "text"`). */
  golden: z.array(z.string()),
  /** Ids of the returned contexts, in rank order (after the adapter's `contextId` hook, when it has one). */
  retrieved: z.array(z.string()),
  /** Set when none of the returned ids is a corpus id while the golden ids are (needs the corpus). */
  contextIdMismatch: ContextIdMismatchSchema.optional(),
  answer: z.string().nullable(),
  metrics: MetricsSchema,
  gates: z.array(GateSchema),
  claims: z.array(ClaimSchema),
  /** Present when correctness was scored: the reference's claims checked against the answer. */
  correctness: CorrectnessSchema.optional(),
  /** Present when the answer has citation markers: each marker, and each cited sentence checked. */
  citations: CitationsSchema.optional(),
  judge: z.object({
    name: z.string(),
    model: z.string().optional(),
    /**
     * The judge's prompt or rules version (`Judge.version`): two runs whose judges differ in name, model or version
     * score faithfulness differently, and `ragcheck compare` refuses to compare them.
     */
    version: z.string().optional(),
    usage: TokenUsageSchema.optional(),
    /** With `samples > 1`: how many samples and how much the score varied. */
    samples: z.object({ n: z.number().int(), scores: z.array(z.number()), spread: z.number() }).optional(),
    /** The judge's own opinion on refusal: it decides for an LLM judge (see `refusal` below), evidence otherwise. */
    refusal: z.boolean().optional(),
    cache: z.enum(['hit', 'miss', 'recorded', 'off']).optional(),
    /** The uncertain claims of a judge that abstains, and what became of them. */
    abstention: AbstentionSchema.optional(),
  }),
  /**
   * Present when an LLM judge (`decidesRefusal`) decided refusal: its call (`judge`), which set `metrics.refused`,
   * beside the lexical rule's (`lexical`, with its `lexicalReason`). They may disagree; that is recorded, not an
   * error. Present too when the lexical rule left the refusal `uncertain` (`uncertain: true`).
   */
  refusal: z
    .object({
      lexical: z.boolean(),
      /** The judge's call; absent when no judge decided (`decidedBy: 'lexical'`). */
      judge: z.boolean().optional(),
      decidedBy: z.enum(['judge', 'lexical']),
      lexicalReason: z.string(),
      /**
       * The lexical rule could not settle it (`refusalReading` is `uncertain`): a judge that reads refusals decided
       * it, or none could (`decidedBy: 'lexical'`) and the answer counts as not a refusal, reported as uncertain.
       */
      uncertain: z.boolean().optional(),
    })
    .optional(),
  error: z
    .object({
      kind: z.enum(['adapter', 'judge']),
      message: z.string(),
      raw: z.string().optional(),
      /** The `at ...` frames of the error your adapter threw (not the message line), to find where it failed. */
      stack: z.string().optional(),
    })
    .optional(),
  /**
   * Set when the case ran more than one trial: the verdict above is the trials' (most frequent failing verdict when
   * the pass rate is below `minPassRate`), and `answer`, `metrics`, `gates` and `claims` are those of trial `shown`.
   */
  trials: TrialsSchema.optional(),
  /**
   * Where the case is written: its case file (relative to the working directory, `/`-separated) and the 1-based
   * line its record starts on. Absent for cases given in code. `ragcheck compare` annotates this line.
   */
  source: CaseSourceSchema.optional(),
  /**
   * How the case's recording compared with what would produce it now (`withRecording`), when there is something to
   * say: `stale` (the case is `ERROR (adapter)`: `changed` says what changed), `recorded` (this run recorded it),
   * `unknown` (a recording made before fingerprints), or a fresh recording that cannot see the app's code
   * (`codeless`) or whose golden chunks changed (`referenceChanged`). Absent for a fresh recording otherwise.
   */
  recording: RecordingOutcomeSchema.optional(),
  durationMs: z.number().nonnegative(),
});
/**
 * A case's result: its verdict, metrics, gates, claims and evidence, what the app answered and retrieved, and its
 * outcome.
 */
export type CaseResult = z.infer<typeof CaseResultSchema>;

/** The JSON report's names for the outcome (schema v3): `status` beside the booleans `passed` and `known`. */
const STATUS_OF = { pass: 'passed', fail: 'failed', 'known failure': 'known', error: 'error', draft: 'draft' } as const;
const OUTCOME_OF = { passed: 'pass', failed: 'fail', known: 'known failure', error: 'error', draft: 'draft' } as const;

/** The outcome fields as the JSON report (schema v3) writes them, in place of `outcome` and `outcomeMessage`. */
const CASE_STATUS_SHAPE = {
  outcome: {
    /** Every gate passed (verdict `pass` or `correct refusal`). */
    passed: z.boolean(),
    /** The verdict equals the case's `knownFailure.verdict`. */
    known: z.boolean(),
    /**
     * How the test of a case ends: `known` = the verdict equals its `knownFailure` verdict; `draft` = an unreviewed
     * draft (`draft: true`), whatever its verdict: reported apart, never failing the run.
     */
    status: z.enum(['passed', 'failed', 'known', 'error', 'draft']),
  },
  outcomeMessage: {
    /** Why the status is what it is when that is not obvious (known failure now passing, etc.). */
    statusMessage: z.string().optional(),
  },
} as const;

/**
 * A case result as the JSON report (schema v3) writes it: the {@link CaseResultSchema} fields in the same order, with
 * `passed`, `known` and `status` where `outcome` is and `statusMessage` where `outcomeMessage` is. Reports keep this
 * shape so that `ragcheck compare` reads the reports written before the outcome had one field.
 */
export const CaseResultJsonSchema = z.object(
  Object.fromEntries(
    Object.entries(CaseResultSchema.shape).flatMap(([key, schema]) =>
      Object.entries(CASE_STATUS_SHAPE[key as keyof typeof CASE_STATUS_SHAPE] ?? { [key]: schema }),
    ),
  ) as Omit<typeof CaseResultSchema.shape, keyof typeof CASE_STATUS_SHAPE> &
    (typeof CASE_STATUS_SHAPE)['outcome'] &
    (typeof CASE_STATUS_SHAPE)['outcomeMessage'],
);
export type CaseResultJson = z.infer<typeof CaseResultJsonSchema>;

/** A case result as the JSON report writes it ({@link CaseResultJsonSchema}): its keys in the same order. */
export function caseResultToJson<T extends CaseResult>(
  result: T,
): Omit<T, 'outcome' | 'outcomeMessage'> & Pick<CaseResultJson, 'passed' | 'known' | 'status' | 'statusMessage'> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(result)) {
    if (key === 'outcome') {
      out.passed = isPassingVerdict(result.verdict);
      out.known = value === 'known failure';
      out.status = STATUS_OF[value as CaseOutcome];
    } else if (key === 'outcomeMessage') out.statusMessage = value;
    else out[key] = value;
  }
  return out as ReturnType<typeof caseResultToJson<T>>;
}

/** A case result read from a JSON report ({@link CaseResultJsonSchema}) as the TypeScript API has it. */
export function caseResultFromJson<T extends Pick<CaseResultJson, 'status'>>(
  json: T,
): Omit<T, 'passed' | 'known' | 'status' | 'statusMessage'> & Pick<CaseResult, 'outcome' | 'outcomeMessage'> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(json)) {
    if (key === 'status') out.outcome = OUTCOME_OF[value as keyof typeof OUTCOME_OF];
    else if (key === 'statusMessage') out.outcomeMessage = value;
    else if (key !== 'passed' && key !== 'known') out[key] = value;
  }
  return out as ReturnType<typeof caseResultFromJson<T>>;
}

export const SummarySchema = z.object({
  total: z.number().int(),
  passed: z.number().int(),
  failed: z.number().int(),
  known: z.number().int(),
  errors: z.number().int(),
  byVerdict: z.record(z.string(), z.number().int()),
  /**
   * Unreviewed drafts (`draft: true`), counted apart: not in `total`, the status counts or `byVerdict`, and never
   * failing the run. Present when the run had any.
   */
  drafts: z.object({ total: z.number().int(), byVerdict: z.record(z.string(), z.number().int()) }).optional(),
  /** The LLM judge's token usage over the run (cases served from the cache cost nothing), when any. */
  usage: TokenUsageSchema.extend({ calls: z.number().int().nonnegative() }).optional(),
  /** When any case ran several trials: how many trials in all, and how many cases got different verdicts. */
  trials: z.object({ total: z.number().int().nonnegative(), flaky: z.number().int().nonnegative() }).optional(),
  /**
   * When the judge abstains (`heuristic`, `cascade`): answers judged, decided offline (their verdict does not depend
   * on uncertain claims), undecided, escalated to the model judge, uncertain claims, model calls and tokens, and the
   * tokens deciding offline saved (decided answers x this run's tokens per escalated answer; null with no tokens).
   */
  abstention: z
    .object({
      answers: z.number().int().nonnegative(),
      decidedOffline: z.number().int().nonnegative(),
      undecided: z.number().int().nonnegative(),
      escalated: z.number().int().nonnegative(),
      uncertainClaims: z.number().int().nonnegative(),
      modelCalls: z.number().int().nonnegative(),
      modelTokens: z.number().int().nonnegative(),
      tokensSavedEstimate: z.number().int().nonnegative().nullable(),
    })
    .optional(),
});
/**
 * A suite's counts: cases passed, failed, known and errored, by verdict, and the judge's abstention and token
 * totals.
 */
export type Summary = z.infer<typeof SummarySchema>;
