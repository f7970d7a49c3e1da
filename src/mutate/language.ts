/**
 * What the answer-rewriting operators need to say in each shipped language: a plain refusal, and how to negate a
 * sentence's verb. A negation rule is a pattern over a sentence and its replacement; the first rule that matches a
 * sentence negates its first matching verb, so the mutant reads as the same sentence with its statement reversed.
 */
import { detectRefusalLanguage, type RefusalLanguage } from '../refusal/index.js';

export type { RefusalLanguage };

/** A refusal as an app would write one, in each shipped language. */
export const REFUSALS: Readonly<Record<RefusalLanguage, string>> = {
  en: "I'm sorry, I don't have information about that in the documents I can access.",
  de: 'Es tut mir leid, dazu habe ich keine Informationen.',
  es: 'Lo siento, no tengo información sobre eso en los documentos disponibles.',
  fr: "Désolé, je n'ai pas d'informations à ce sujet dans les documents disponibles.",
  pt: 'Desculpe, não tenho informações sobre isso nos documentos disponíveis.',
  it: 'Mi dispiace, non ho informazioni su questo nei documenti disponibili.',
  ja: '申し訳ありませんが、利用できる資料にはその情報がありません。',
  zh: '抱歉，我在可用的文档中没有找到相关信息。',
};

interface NegationRule {
  pattern: RegExp;
  replace: (match: string, ...groups: string[]) => string;
}

/** A whole word of `alternatives` (letters with accents count as letters, as `\b` does not see them). */
const word = (alternatives: string) => new RegExp(`(?<![\\p{L}])(?:${alternatives})(?![\\p{L}])`, 'u');
const after = (word: string) => (match: string) => `${match} ${word}`;
const prefixWith = (word: string) => (match: string) => `${word} ${match}`;

// Auxiliaries and copulas take the negator after them; a bare verb after a personal pronoun takes do-support.
const ENGLISH: NegationRule[] = [
  { pattern: /\b(?:can)\b/i, replace: (m) => `${m}not` },
  {
    pattern: /\b(?:is|are|was|were|will|would|should|must|may|might|could|has been|have been|had been)\b/i,
    replace: after('not'),
  },
  {
    pattern: /\b(you|we|they|i)\s+(?!not\b|do\b|did\b|don't\b)([a-z]+)\b/i,
    replace: (_m, subject, verb) => `${subject} do not ${verb}`,
  },
  {
    pattern: /\b(he|she|it)\s+(?!not\b|does\b|is\b|has\b|was\b)([a-z]+s)\b/i,
    replace: (_m, subject, verb) => `${subject} does not ${baseForm(verb)}`,
  },
  { pattern: /\b(he|she|it)\s+has\b/i, replace: (_m, subject) => `${subject} does not have` },
];

/** The base form of a third-person verb: "takes" -> "take", "carries" -> "carry", "washes" -> "wash". */
function baseForm(verb: string): string {
  if (/ies$/.test(verb)) return `${verb.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z|o)es$/.test(verb)) return verb.slice(0, -2);
  return verb.slice(0, -1);
}

const RULES: Readonly<Record<RefusalLanguage, NegationRule[]>> = {
  en: ENGLISH,
  de: [
    {
      pattern: word('ist|sind|war|waren|kann|können|wird|werden|muss|müssen|hat|haben|gilt|gelten'),
      replace: after('nicht'),
    },
  ],
  es: [
    {
      pattern: word('es|son|está|están|era|eran|puede|pueden|tiene|tienen|será|serán|debe|deben'),
      replace: prefixWith('no'),
    },
  ],
  fr: [
    {
      pattern: word('est|sont|était|étaient|peut|peuvent|doit|doivent|sera|seront'),
      replace: (m) => `${/^[aeiouéèê]/i.test(m) ? "n'" : 'ne '}${m} pas`,
    },
    { pattern: word('a|ont'), replace: (m) => `n'${m} pas` },
  ],
  pt: [
    { pattern: word('é|são|está|estão|era|eram|pode|podem|tem|têm|será|serão|deve|devem'), replace: prefixWith('não') },
  ],
  it: [{ pattern: word('è|sono|era|erano|può|possono|ha|hanno|sarà|saranno|deve|devono'), replace: prefixWith('non') }],
  ja: [
    { pattern: /できます/, replace: () => 'できません' },
    { pattern: /あります/, replace: () => 'ありません' },
    { pattern: /です/, replace: () => 'ではありません' },
    { pattern: /ます/, replace: () => 'ません' },
  ],
  zh: [
    { pattern: /可以/, replace: () => '不可以' },
    { pattern: /[是会能]/, replace: (m) => `不${m}` },
    { pattern: /有/, replace: () => '没有' },
  ],
};

/** The language an answer is written in (the refusal rules' detection). */
export function languageOf(text: string): RefusalLanguage {
  return detectRefusalLanguage(text);
}

/** `sentence` with its first negatable verb negated, or undefined when no rule of its language applies. */
export function negateSentence(sentence: string, language: RefusalLanguage): string | undefined {
  for (const rule of RULES[language]) {
    const match = rule.pattern.exec(sentence);
    if (!match) continue;
    const replaced = rule.replace(match[0], ...match.slice(1));
    return sentence.slice(0, match.index) + replaced + sentence.slice(match.index + match[0].length);
  }
  return undefined;
}
