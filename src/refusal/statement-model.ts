/**
 * The statement model (on by default since rules 22, judge version 21; `statementModel: false` turns it off; its three
 * preregistered measurements are in docs/research/refusals.md): a logistic model over the character n-grams of one
 * statement beside a decline, the kind the grammar reads as `uncertain` (no number, no name, with the question known),
 * that says how likely the statement answers part of the question. A low probability for every such statement of an
 * answer settles the grammar's `uncertain` reading as a refusal: they point elsewhere ("Please open a ticket in the
 * portal"), apologise or say what the sources hold. Anything else stays `uncertain`.
 *
 * It was trained on the statements of dev answers the grammar read as `uncertain`, labelled by their answer (a
 * refusal's statements answer nothing; of a partial answer's, the one the model scored highest answers and the rest do
 * not), in every shipped language (scripts/dev/train-statement-model.mjs; the files it learned from and its figures are
 * in docs/research/refusals.md). The features are the decline model's (decline-features.ts), read on the statement with
 * a mark of how it stands to the question (`about-the-question` or `off-question`); the weights are stored as int8 with
 * one scale (src/refusal/statement-model.json), so a score is the same on every machine.
 */
import { featureModelScorer, type StoredFeatureModel } from './decline-features.js';
import type { RefusalDecision } from './refusal.js';
import { quoteClause } from './refusal-clauses.js';
import type { CompiledRefusalVocabulary } from './refusal-vocabulary.js';
import stored from './statement-model.json' with { type: 'json' };

/**
 * Below this probability a statement beside a decline answers nothing. Chosen on dev answers, cross-validated by file
 * (each file is one author): 0.990 to 0.992 of the answers it settled were refusals (docs/research/refusals.md, rules
 * 21).
 */
export const STATEMENT_ANSWERS = 0.02;

/**
 * Whether `classifyRefusal` asks the statement model unless `statementModel` says otherwise: on since rules 22's
 * preregistered measurement on eight new blind sets (docs/research/refusals.md, "Preregistration notes of rules 22").
 */
export const STATEMENT_MODEL_DEFAULT: boolean = true;

const score = featureModelScorer(stored as StoredFeatureModel, 'statement-model.json');

/**
 * The text the statement model reads for a clause: the clause (as the grammar wrote it: lower-cased, contractions
 * expanded) after a mark of how it stands to the question. The trainer reads the same.
 */
export function statementModelText(text: string, rule: string | undefined): string {
  return `${rule === 'off-question' ? '§off§' : '§about§'} ${text}`;
}

/**
 * The statement model's probability that `text`, a statement beside a decline (`rule`: its uncertain rule), answers.
 */
export function statementAnswerProbability(text: string, rule: string | undefined): number {
  return score(statementModelText(text, rule));
}

/**
 * The grammar's `uncertain` reading of a decline beside statements with no number or name, settled as a refusal when
 * the statement model gives every such statement a probability below STATEMENT_ANSWERS of answering and none holds a
 * number written as a word (the vocabulary's `valueWords`: "it runs for two hours" is a value the grammar does not
 * count). Any other decision is returned as it is.
 */
export function withStatementModel(decision: RefusalDecision, vocabulary: CompiledRefusalVocabulary): RefusalDecision {
  if (decision.kind !== 'uncertain') return decision;
  const statements = decision.clauses.filter((c) => c.kind === 'uncertain');
  if (statements.length === 0) return decision;
  let top = 0;
  let topClause = statements[0]!;
  for (const clause of statements) {
    if (vocabulary.valueWord?.test(clause.text)) return decision;
    const p = statementAnswerProbability(clause.text, clause.rule);
    if (p >= STATEMENT_ANSWERS) return decision;
    if (p >= top) {
      top = p;
      topClause = clause;
    }
  }
  const refusing = decision.clauses.find((c) => c.kind === 'refusal');
  const shown = top < 0.001 ? '< 0.001' : top.toFixed(3);
  return {
    ...decision,
    kind: 'refusal',
    claimless: false,
    reason: `refusal: ${refusing ? `${quoteClause(refusing)} (${refusing.rule}); ` : ''}the statement model reads no statement beside the decline as an answer (the likeliest, ${quoteClause(topClause)}, p ${shown}, answers below ${STATEMENT_ANSWERS}); the grammar read it as ${decision.reason}`,
  };
}
