import { foldWords } from '../../text/index.js';
import type { DecidedVerdict } from '../../types.js';
import type { Judgement } from './prompt.js';

// On a tie the harsher verdict wins: a judge that cannot make up its mind must not pass a claim.
const SEVERITY: Record<DecidedVerdict, number> = { supported: 0, unsupported: 1, contradicted: 2 };

/** Supported claims / claims; 1 for a judgement with no claim (only valid for a refusal). */
export function judgementScore(judgement: Judgement): number {
  if (judgement.claims.length === 0) return 1;
  return judgement.claims.filter((c) => c.verdict === 'supported').length / judgement.claims.length;
}

/**
 * Merges several samples of the same judgement by majority. The claims are those of the first sample whose
 * claim count is the most common one; each claim's verdict is the majority of the verdicts it got, a claim in
 * another sample matched by normalised text, else by position when that sample has as many claims. Ties go to
 * the harsher verdict. Refusal is the majority opinion (a tie counts as not a refusal).
 */
export function combineSamples(samples: readonly Judgement[]): Judgement {
  if (samples.length === 0) throw new RangeError('combineSamples: needs at least one sample');
  if (samples.length === 1) return samples[0]!;
  const counts = new Map<number, number>();
  for (const s of samples) counts.set(s.claims.length, (counts.get(s.claims.length) ?? 0) + 1);
  const top = Math.max(...counts.values());
  const reference = samples.find((s) => counts.get(s.claims.length) === top)!;

  const claims = reference.claims.map((claim, i) => {
    const key = foldWords(claim.claim);
    const votes: Array<{ verdict: DecidedVerdict; evidence: string }> = [];
    for (const sample of samples) {
      const match =
        sample.claims.find((c) => foldWords(c.claim) === key) ??
        (sample.claims.length === reference.claims.length ? sample.claims[i] : undefined);
      if (match) votes.push(match);
    }
    const tally = new Map<DecidedVerdict, number>();
    for (const v of votes) tally.set(v.verdict, (tally.get(v.verdict) ?? 0) + 1);
    let verdict = claim.verdict;
    for (const [candidate, n] of tally) {
      const best = tally.get(verdict) ?? 0;
      if (n > best || (n === best && SEVERITY[candidate] > SEVERITY[verdict])) verdict = candidate;
    }
    const evidence = verdict === claim.verdict ? claim.evidence : votes.find((v) => v.verdict === verdict)!.evidence;
    return { claim: claim.claim, verdict, evidence };
  });
  const refusals = samples.filter((s) => s.refusal).length;
  return { refusal: refusals * 2 > samples.length, claims };
}
