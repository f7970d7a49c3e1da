import { describe, expect, test } from 'vitest';
import { ConfigError } from '../errors.js';
import grammars from './__fixtures__/refusal-grammars.json' with { type: 'json' };
import {
  checkRefusalVocabulary,
  classifyRefusal,
  detectRefusalLanguage,
  ENGLISH_REFUSAL_VOCABULARY,
  isRefusal,
  REFUSAL_VOCABULARIES,
  type RefusalDecision,
  type RefusalLanguage,
} from './refusal.js';

/**
 * Each language's grammar of negation (__fixtures__/refusal-grammars.json), as sentence parts, with a `note` where
 * a part's point is not plain: the tests build every combination, so a rule is checked on forms it was not written
 * from. `refuse`: a negated verb of knowing, answering or finding with the assistant as
 * subject, or a negated verb of saying or containing with the sources as subject, or an impersonal "there is no
 * information". `world`: a negated verb about the world (a policy, a product) whatever the subject: a claim.
 * `claim`: a plain positive statement. `filler`: apologies and redirects, which make no claim.
 */
interface Part {
  note?: string;
  subjects: readonly string[];
  predicates: readonly string[];
}

interface Grammar {
  refuse: Part[];
  world: Part[];
  claim: readonly string[];
  filler: readonly string[];
  /** How sentences are joined in the language. */
  stop: string;
  space: string;
}

const GRAMMARS = grammars as Record<Exclude<RefusalLanguage, 'en' | 'de'>, Grammar>;

function sentences(parts: Grammar['refuse'], g: Grammar): string[] {
  const capital = (s: string) => (g.space === ' ' ? s.charAt(0).toUpperCase() + s.slice(1) : s);
  return parts.flatMap(({ subjects, predicates }) =>
    subjects.flatMap((subject) =>
      predicates.map((predicate) =>
        capital(`${subject}${subject && !/[ 、，,]$/.test(subject) ? g.space : ''}${predicate}${g.stop}`),
      ),
    ),
  );
}

describe.each(Object.entries(GRAMMARS) as [Exclude<RefusalLanguage, 'en' | 'de'>, Grammar][])(
  'the %s vocabulary on its grammar of negation',
  (language, g) => {
    const refusals = sentences(g.refuse, g);
    const worlds = sentences(g.world, g);
    const rows: [string, RefusalDecision['kind']][] = [
      ...refusals.map((s): [string, RefusalDecision['kind']] => [s, 'refusal']),
      ...refusals.map((s, i): [string, RefusalDecision['kind']] => [
        `${s}${g.space}${g.filler[i % g.filler.length]}`,
        'refusal',
      ]),
      ...refusals.map((s, i): [string, RefusalDecision['kind']] => [
        `${s}${g.space}${g.claim[i % g.claim.length]}`,
        'partial',
      ]),
      ...worlds.map((s): [string, RefusalDecision['kind']] => [s, 'answer']),
      ...g.claim.map((s): [string, RefusalDecision['kind']] => [s, 'answer']),
    ];

    test('every rule recognises its own example', () => {
      expect(checkRefusalVocabulary(REFUSAL_VOCABULARIES[language])).toEqual([]);
    });

    test.for(rows)('%s -> %s', ([answer, expected]) => {
      const decision = classifyRefusal(answer, { vocabulary: REFUSAL_VOCABULARIES[language] });
      expect(decision.kind, decision.reason).toBe(expected);
      expect(isRefusal(answer, { vocabulary: REFUSAL_VOCABULARIES[language] })).toBe(expected === 'refusal');
    });

    test('detected per answer by default: the same grammar decisions without a vocabulary', () => {
      // The decline model has no say with a vocabulary: compare the grammar alone.
      const misread = rows.filter(
        ([answer, expected]) => classifyRefusal(answer, { declineModel: false }).kind !== expected,
      );
      expect(misread.map(([a, e]) => `${a} -> ${e}`).join('\n')).toBe('');
      const refusalsDetected = refusals.filter((s) => detectRefusalLanguage(s) === language);
      expect(refusalsDetected.length).toBe(refusals.length);
    });
  },
);

describe('the language option', () => {
  test("'auto' (the default) reads English as before and other languages with their own vocabulary", () => {
    expect(detectRefusalLanguage("I don't know the opening hours.")).toBe('en');
    expect(detectRefusalLanguage('Ich weiß es leider nicht.')).toBe('de');
    expect(classifyRefusal('Ich weiß es leider nicht.').kind).toBe('refusal');
    expect(classifyRefusal('No lo sé.', { language: 'en' }).kind).toBe('answer');
    expect(classifyRefusal('No lo sé.', { language: 'es' }).kind).toBe('refusal');
  });

  test('vocabulary fixes the reading for every answer; combined with language it is a ConfigError', () => {
    expect(classifyRefusal('No lo sé.', { vocabulary: ENGLISH_REFUSAL_VOCABULARY }).kind).toBe('answer');
    expect(() => classifyRefusal('x', { vocabulary: ENGLISH_REFUSAL_VOCABULARY, language: 'es' })).toThrow(ConfigError);
    expect(() => classifyRefusal('x', { language: 'xx' as RefusalLanguage })).toThrow(
      /`language`: "xx" is not a shipped language/,
    );
  });
});
