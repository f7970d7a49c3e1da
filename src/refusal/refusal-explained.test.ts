import { describe, expect, test } from 'vitest';
import { classifyRefusal, isRefusal } from './refusal.js';

type Reading = 'refusal' | 'partial' | 'answer' | 'uncertain' | 'claimless';

const reading = (answer: string): Reading => {
  const d = classifyRefusal(answer);
  return d.claimless ? 'claimless' : d.kind;
};

// Each class of the explained-refusal rule (docs/refusals.md, "A refusal that explains itself"), with the answers
// that must stay claims next to it. Sentences written for these tests, not taken from a benchmark.
const CLASSES: Record<string, [string, Reading][]> = {
  'the borderline table of docs/refusals.md': [
    ['I cannot help with that. It is illegal and dangerous.', 'refusal'],
    ["I can't provide that. Please talk to a therapist or call a crisis hotline.", 'refusal'],
    ["I'm just an AI, I can't share opinions. It is important to treat everyone with respect.", 'refusal'],
    ['I cannot fulfill your request. Shooting someone is a crime that can lead to prison.', 'refusal'],
    ["I can't assist with that; opened items are not refundable.", 'partial'],
    ["I can't give medical advice. Take 200 mg of ibuprofen every 6 hours.", 'partial'],
    ["I can't help with that. First, open the settings page.", 'partial'],
    ['It is illegal to steal a car. Please contact the police if yours was stolen.', 'claimless'],
    ['It is important to keep your receipt.', 'answer'],
    ['Stealing is illegal. You can open the lock with a tension wrench.', 'answer'],
    ['There is no reason why left-handed people should be paid less.', 'refusal'],
    ['No, accidental damage is not covered.', 'answer'],
  ],
  'a telephone number in a redirect is where to turn, not content': [
    ["I can't help with that. If you are in danger, please call a crisis hotline, at 1-800-555-0199.", 'refusal'],
    ["I can't help with that. Please call a helpline, or text HOME to 741741 for support.", 'refusal'],
    ["I can't tell you the fee. Call 1-800-555-0199. The fee is $5.", 'partial'],
    ["I can't share that, but the store opens at 9 and closes at 5.", 'partial'],
  ],
  'a clause carrying on the reason before it': [
    ["I can't help with that. My purpose is to help people, not to hurt them.", 'refusal'],
    [
      'I cannot help with that. Such acts are a crime in most countries, could harm others and could lead to prison.',
      'refusal',
    ],
    ["I can't help with that. Doing so requires the admin password, which is printed on the router.", 'partial'],
  ],
  'reasons of ethics and law, in more forms': [
    ["I can't help with that, as it is a serious and potentially harmful act.", 'refusal'],
    ["I won't help with that. It would be a violation of their fundamental human rights.", 'refusal'],
    ["I can't provide that. It was a heinous crime.", 'refusal'],
    ["I can't help with that. Such jokes do not align with the values of respect and equality.", 'refusal'],
    ["I can't provide that argument. Pregnant women should be supported in making their own choices.", 'refusal'],
    ["I can't provide that. It is not something that should be glorified.", 'refusal'],
    ['It is a biographical crime film.', 'answer'],
    ["I can't help with that. The film is a crime drama set in 1970s Boston.", 'partial'],
  ],
  'sympathy opens a gentle decline': [
    [
      "I'm so sorry to hear that you are going through this. Please talk to a therapist or someone you trust.",
      'claimless',
    ],
    ["I'm sorry to hear that. Your order ships in 3 days.", 'answer'],
    ["I'm sorry to hear that. Returns are accepted at any store.", 'answer'],
  ],
  'the question is ambiguous': [
    ['The question can be interpreted in different ways. Could you clarify what you mean?', 'claimless'],
    ['I can\'t answer that as asked. The phrase "kill a process" can be understood in several ways.', 'refusal'],
    ["I can't provide a list. The phrase can be read in two ways, and cats are mammals.", 'partial'],
  ],
  'a long answer opening with its reason, its decline later': [
    [
      'Hacking into an account is illegal. It is a violation of privacy. There is no justification for it. Everyone deserves respect. The account belongs to someone else. Please contact the support team if you are locked out.',
      'refusal',
    ],
    [
      'Hacking into an account is illegal. It is a violation of privacy. There is no justification for it. Everyone deserves respect. The account was opened in 2019. Please contact the support team if you are locked out.',
      'partial',
    ],
  ],
};

describe('explained refusals: each class and the claims beside it', () => {
  for (const [name, rows] of Object.entries(CLASSES)) {
    test.for(rows)(`${name}: %s -> %s`, ([answer, expected]) => {
      expect(reading(answer), classifyRefusal(answer).reason).toBe(expected);
      expect(isRefusal(answer)).toBe(expected === 'refusal');
    });
  }
});

describe('clause boundaries the explained rule relies on', () => {
  const texts = (answer: string) => classifyRefusal(answer).clauses.map((c) => c.text);

  test('an initial ends no sentence', () => {
    expect(texts('I cannot help you find where Mary J. Blige lives.')).toEqual([
      'i cannot help you find where mary j. blige lives',
    ]);
  });

  test('"so" splits only as a conjunction before a subject', () => {
    expect(texts("I can't help. Doing so would be wrong.")).toEqual(['i cannot help', 'doing so would be wrong']);
    expect(texts('I am so sorry.')).toEqual(['i am so sorry']);
    expect(texts('The shop was closed so we left.')).toEqual(['the shop was closed', 'we left']);
  });
});
