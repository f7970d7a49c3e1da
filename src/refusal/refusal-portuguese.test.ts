import { describe, expect, test } from 'vitest';
import { classifyRefusal, PORTUGUESE_REFUSAL_VOCABULARY, type RefusalDecision } from './refusal.js';

/**
 * Portuguese clause shapes around a decline, each with sentences in several domains and near misses of the same
 * shape that must keep their kind.
 */
const CLASSES: readonly (readonly [cls: string, answer: string, expected: RefusalDecision['kind']])[] = [
  // The user's question restated ("you want to know whether X") says nothing about X.
  ['echo', 'Você quer saber se o museu abre aos domingos. Não encontrei essa informação nos documentos.', 'refusal'],
  ['echo', 'A senhora pergunta quando começa a matrícula. Isso não consta no material que tenho.', 'refusal'],
  ['echo', 'Vocês gostariam de saber se o hotel aceita animais. Infelizmente não tenho essa informação.', 'refusal'],
  ['echo', 'Você quer saber se pode levar o cão. Pode, desde que esteja com trela.', 'answer'],
  ['echo', 'Você pergunta se há estacionamento. Há, e é gratuito para hóspedes.', 'answer'],
  // A colloquial (Brazilian) second-person imperative of asking, trying or rephrasing after a decline.
  ['imperative', 'Não sei dizer. Tenta perguntar na secretaria da escola.', 'refusal'],
  ['imperative', 'Isso não consta nos documentos. Reformula a pergunta com outras palavras.', 'refusal'],
  ['imperative', 'Não encontrei nada sobre isso. Me pergunta sobre os horários dos ônibus, se quiser.', 'refusal'],
  ['imperative', 'Não sei. Mas a loja fecha às 18h, tenta ir antes.', 'partial'],
  ['imperative', 'Tenta reiniciar o roteador: resolve na maioria dos casos.', 'answer'],
  // An enclitic pronoun on the verb of asking ("pode perguntar-me") is the same next step as "pode me perguntar".
  ['enclitic', 'Não tenho essa informação. Pode perguntar-me sobre os prazos de entrega.', 'refusal'],
  ['enclitic', 'Isso não é mencionado no regulamento. Podes perguntar-me outra coisa.', 'refusal'],
  ['enclitic', 'Não sei responder. Pode enviar-nos um e-mail com a dúvida.', 'refusal'],
  ['enclitic', 'Pode perguntar-me o que quiser: o seguro cobre 12 meses.', 'answer'],
  // "Não tenho como + verb of knowing/telling" (I have no way to) is "I cannot".
  ['no-way', 'Não tenho como confirmar o horário do voo.', 'refusal'],
  ['no-way', 'Infelizmente não tenho como saber o estoque da loja.', 'refusal'],
  ['no-way', 'Já a data de entrega, eu não tenho como informar.', 'refusal'],
  ['no-way', 'O voo sai às 7h, mas o portão eu não tenho como confirmar.', 'partial'],
  ['no-way', 'Não, não há como trocar o produto depois de aberto.', 'answer'],
  // Impersonal advice ("vale a pena ligar", "convém consultar") after a decline, a hotline being no value.
  ['advice', 'Não encontrei o horário da piscina. Vale a pena ligar para a recepção, no 0800 721 4455.', 'refusal'],
  ['advice', 'Isso não consta no contrato. Convém consultar um advogado antes de assinar.', 'refusal'],
  ['advice', 'Não sei se o remédio interage. Compensa perguntar ao farmacêutico.', 'refusal'],
  ['advice', 'Vale a pena ligar antes: a loja fecha às 18h.', 'answer'],
  ['echo', 'Você pergunta se há estacionamento: há, e é gratuito.', 'answer'],
  // The assistant's own holdings: first person singular "não tenho" with a definite object.
  ['not-have', 'Não tenho os horários do ferry de inverno.', 'refusal'],
  ['not-have', 'Infelizmente não tenho os valores das mensalidades. Ligue para a secretaria.', 'refusal'],
  ['not-have', 'Eu não tenho o contato do síndico.', 'refusal'],
  ['not-have', 'Não temos os modelos em azul.', 'answer'],
  ['not-have', 'O plano básico não tem os canais de esporte.', 'answer'],
  ['advice', 'Não sei o prazo, mas vale a pena pagar 20 reais pela entrega rápida.', 'partial'],
];

describe('Portuguese clause shapes around a decline', () => {
  test.each(CLASSES)('%s: %s -> %s', (_cls, answer, expected) => {
    expect(classifyRefusal(answer, { vocabulary: PORTUGUESE_REFUSAL_VOCABULARY }).kind).toBe(expected);
  });
});
