/**
 * Whether the evidence a model judge gives for a "supported" claim bears on that claim, read with the offline
 * judge's own support rules (the same claim splitting, normalisation, stemming, roots and question weighting): the
 * weighted share of the claim's content words the evidence holds, the claim's names written in it, and the
 * claim's numbers and codes somewhere in the context. A model can be told what to answer by the text it judges;
 * the words of a passage cannot, so a "supported" verdict counts only with a passage that says what the claim says.
 */
import { unsupportedTokens } from '../metrics/index.js';
import { foldWords } from '../text/index.js';
import { prepareHeuristic, weighHeuristic } from './heuristic/index.js';

/**
 * The least share of a claim's content words its evidence must hold (heuristic support score). Chosen on the
 * small-model replies fixture (`node scripts/measure/evidence-bearing.mjs`, docs/research/judges.md): the highest
 * floor at which no supported claim of a fair reply is rejected, well above the support an unrelated passage of
 * the same context gives.
 */
export const EVIDENCE_BEARING_FLOOR = 0.3;

/** Words every weak-evidence problem carries, so a failed reply can tell them from its other problems. */
export const WEAK_EVIDENCE = 'does not bear on it';

/** How a claim's evidence bears on it. */
export interface EvidenceBearing {
  /** The least support any part of the claim gets from the evidence, 0..1 (1 for a claim with no content word). */
  support: number;
  /** The claim's content words the evidence lacks. */
  missing: string[];
  /**
   * Names of the claim that neither the evidence nor the rest of the context (nor the question) writes. A quote cut
   * short often leaves out the subject a name gives ("up to 6 hours per charge" for "The X1 lasts ..."), so a name
   * need not be in the evidence itself, only nowhere invented.
   */
  names: string[];
  /** Numbers and codes of the claim that neither the evidence nor the rest of the context holds. */
  numbers: string[];
}

const NAME_REASON = /^"(.+)" \(a name the context never writes\)$/;

/** Reads how `evidence` bears on `claim`; `context` is everything the claim may rest on (the evidence is part of it). */
export function evidenceBearing(
  claim: string,
  evidence: string,
  subject: { question: string; context: string },
): EvidenceBearing {
  const numbers = unsupportedTokens(claim, subject.context);
  // The numbers are checked against the whole context above; within the evidence only the words count.
  // A claim written all in capitals has no names to tell apart from its other words: it is read in lower case.
  const words = /\p{Ll}/u.test(claim) ? claim : claim.toLowerCase();
  const prepared = prepareHeuristic({
    question: subject.question,
    answer: words,
    contexts: [{ id: 'evidence', text: evidence }],
    unsupported: [],
  });
  if (prepared.claims.length === 0) return { support: 1, missing: [], names: [], numbers };
  const weighed = weighHeuristic(prepared);
  let support = 1;
  const missing: string[] = [];
  const names: string[] = [];
  const known = ` ${foldWords(`${subject.question}\n${subject.context}`)} `;
  for (const part of weighed) {
    support = Math.min(support, part.support);
    missing.push(...part.missing);
    for (const reason of part.reasons) {
      const name = NAME_REASON.exec(reason)?.[1];
      if (name !== undefined && !known.includes(` ${foldWords(name)} `)) names.push(name);
    }
  }
  return { support, missing: [...new Set(missing)], names: [...new Set(names)], numbers };
}

/** Why the evidence does not bear on its claim, in words a model (and a reader of the error) can act on; or undefined. */
export function weakEvidenceProblem(bearing: EvidenceBearing, floor = EVIDENCE_BEARING_FLOOR): string | undefined {
  const why: string[] = [];
  if (bearing.support < floor) {
    why.push(
      `it holds ${Math.round(bearing.support * 100)}% of the claim's content words (at least ${Math.round(floor * 100)}% needed; not in it: ${bearing.missing.slice(0, 8).join(', ')})`,
    );
  }
  if (bearing.names.length > 0) why.push(`the claim's name(s) ${bearing.names.join(', ')} are nowhere in the context`);
  if (bearing.numbers.length > 0) why.push(`the claim's ${bearing.numbers.join(', ')} is nowhere in the context`);
  return why.length === 0 ? undefined : why.join('; ');
}
