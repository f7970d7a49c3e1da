import { expect, test } from 'vitest';
import { isQuestion, onlyQuestions } from './questions.js';

test.for([
  ['Can I pay by card?', true],
  ['¿Puedo pagar con tarjeta?', true],
  ['Puis-je payer par carte ?', true],
  ['Posso pagare con la carta?', true],
  ['Posso pagar com cartão?', true],
  ['カードで払えますか？', true],
  ['可以刷卡吗？', true],
  ['He asked "is it open?"', true],
  ['Cards are accepted.', false],
  ['カードが使えます。', false],
  ['The FAQ (what is a deposit?) explains it.', false],
] as const)('isQuestion(%s) is %s', ([sentence, question]) => {
  expect(isQuestion(sentence)).toBe(question);
});

test('onlyQuestions: every sentence a question, and at least one', () => {
  expect(onlyQuestions('Which card? A debit card?')).toBe(true);
  expect(onlyQuestions('¿Qué tarjeta? ¿Débito o crédito?')).toBe(true);
  expect(onlyQuestions('Cards are accepted. Which one do you have?')).toBe(false);
  expect(onlyQuestions('')).toBe(false);
});
