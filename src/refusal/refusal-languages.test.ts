import { describe, expect, test } from 'vitest';
import { ConfigError } from '../errors.js';
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
 * Each language's grammar of negation, as sentence parts: the tests build every combination, so a rule is checked on
 * forms it was not written from. `refuse`: a negated verb of knowing, answering or finding with the assistant as
 * subject, or a negated verb of saying or containing with the sources as subject, or an impersonal "there is no
 * information". `world`: a negated verb about the world (a policy, a product) whatever the subject: a claim.
 * `claim`: a plain positive statement. `filler`: apologies and redirects, which make no claim.
 */
interface Grammar {
  refuse: { subjects: readonly string[]; predicates: readonly string[] }[];
  world: { subjects: readonly string[]; predicates: readonly string[] }[];
  claim: readonly string[];
  filler: readonly string[];
  /** How sentences are joined in the language. */
  stop: string;
  space: string;
}

const GRAMMARS: Record<Exclude<RefusalLanguage, 'en' | 'de'>, Grammar> = {
  es: {
    refuse: [
      {
        subjects: ['', 'Lamentablemente, ', 'Lo siento, pero '],
        predicates: [
          'no lo sé',
          'no sé cuánto cuesta el envío',
          'no puedo confirmar la fecha de entrega',
          'no tengo información sobre la garantía',
          'no encontré ningún dato sobre el horario',
          'no podemos responder a esa pregunta',
        ],
      },
      {
        subjects: ['el contexto', 'los documentos proporcionados', 'la documentación', 'las fuentes disponibles'],
        predicates: [
          'no menciona el precio',
          'no especifica la duración de la batería',
          'no indica si hay envío gratuito',
        ],
      },
      {
        // Tense and person of the negated modal or finding verb: present, preterite, perfect (haber + participle),
        // future; first person singular and plural.
        subjects: ['no puedo', 'no pude', 'no he podido', 'no hemos podido', 'no he logrado', 'no pudimos', 'no podré'],
        predicates: ['encontrar el precio en los documentos', 'confirmar la fecha de entrega'],
      },
      {
        subjects: ['', 'Lo siento, '],
        predicates: ['no he encontrado información sobre el envío', 'no hemos encontrado ningún dato sobre el horario'],
      },
      {
        subjects: ['los documentos', 'las fuentes'],
        predicates: ['no incluyen el precio', 'no mencionan la garantía'],
      },
      {
        subjects: ['', 'Según los documentos, '],
        predicates: [
          'no hay información sobre el reembolso',
          'no es posible determinar la fecha de entrega',
          'el precio no se menciona en los documentos',
        ],
      },
    ],
    world: [
      {
        subjects: ['la garantía', 'nuestra política', 'el seguro'],
        predicates: ['no cubre daños accidentales', 'no incluye las baterías'],
      },
      { subjects: ['los planes', 'nuestras tarifas'], predicates: ['no incluyen el envío', 'no cubren daños'] },
      {
        subjects: ['', 'Lo siento, '],
        predicates: [
          'no se aceptan devoluciones de productos abiertos',
          'no enviamos a Canarias',
          'no ofrecemos reembolsos en efectivo',
        ],
      },
    ],
    claim: ['El envío tarda tres días.', 'La garantía dura dos años.'],
    filler: ['Por favor, contacte con atención al cliente.', 'Lo siento mucho.'],
    stop: '.',
    space: ' ',
  },
  fr: {
    refuse: [
      {
        subjects: ['', 'Malheureusement, ', 'Désolé, mais '],
        predicates: [
          'je ne sais pas',
          'je ne sais pas combien coûte la livraison',
          'je ne peux pas confirmer la date de livraison',
          "je n'ai pas d'information sur la garantie",
          "je n'ai trouvé aucune information sur les horaires",
          'nous ne pouvons pas répondre à cette question',
        ],
      },
      {
        subjects: ['le contexte', 'les documents fournis', 'la documentation', 'les sources disponibles'],
        predicates: [
          'ne mentionne pas le prix',
          'ne précise pas la durée de la batterie',
          "n'indique pas si la livraison est gratuite",
        ],
      },
      {
        subjects: ['je ne peux pas', "je n'ai pas pu", "nous n'avons pas pu", 'je ne pourrai pas', "je n'ai pu"],
        predicates: ['trouver le prix dans les documents', 'confirmer la date de livraison'],
      },
      {
        subjects: ['les documents', 'les sources'],
        predicates: ["n'incluent pas le prix", 'ne mentionnent pas la garantie'],
      },
      {
        subjects: ['', "D'après les documents, "],
        predicates: [
          "il n'y a aucune information sur le remboursement",
          "il n'est pas possible de déterminer la date de livraison",
          "le prix n'est pas mentionné dans les documents",
        ],
      },
    ],
    world: [
      {
        subjects: ['la garantie', 'notre politique', "l'assurance"],
        predicates: ['ne couvre pas les dommages accidentels', "n'inclut pas les batteries"],
      },
      {
        subjects: ['', 'Désolé, '],
        predicates: [
          'les retours ne sont pas acceptés pour les produits ouverts',
          'nous ne livrons pas en Corse',
          "nous n'offrons pas de remboursement en espèces",
        ],
      },
    ],
    claim: ['La livraison prend trois jours.', 'La garantie dure deux ans.'],
    filler: ['Veuillez contacter le service client.', 'Je suis désolé.'],
    stop: '.',
    space: ' ',
  },
  pt: {
    refuse: [
      {
        subjects: ['', 'Infelizmente, ', 'Desculpe, mas '],
        predicates: [
          'não sei',
          'não sei quanto custa o envio',
          'não posso confirmar a data de entrega',
          'não tenho informações sobre a garantia',
          'não encontrei nenhuma informação sobre o horário',
          'não podemos responder a essa pergunta',
        ],
      },
      {
        subjects: ['o contexto', 'os documentos fornecidos', 'a documentação', 'as fontes disponíveis'],
        predicates: ['não menciona o preço', 'não especifica a duração da bateria', 'não indica se o frete é grátis'],
      },
      {
        subjects: ['não posso', 'não pude', 'não consegui', 'não tenho conseguido', 'não conseguimos', 'não poderei'],
        predicates: ['encontrar o preço nos documentos', 'confirmar a data de entrega'],
      },
      { subjects: ['', 'Infelizmente, '], predicates: ['desconheço o prazo de entrega', 'desconheço'] },
      {
        subjects: ['os documentos', 'as fontes'],
        predicates: ['não incluem o preço', 'não mencionam a garantia'],
      },
      {
        subjects: ['', 'Segundo os documentos, '],
        predicates: [
          'não há informações sobre o reembolso',
          'não é possível determinar a data de entrega',
          'o preço não é mencionado nos documentos',
        ],
      },
    ],
    world: [
      {
        subjects: ['a garantia', 'nossa política', 'o seguro'],
        predicates: ['não cobre danos acidentais', 'não inclui as baterias'],
      },
      { subjects: ['os planos', 'as nossas tarifas'], predicates: ['não incluem o envio', 'não cobrem danos'] },
      {
        subjects: ['', 'Desculpe, '],
        predicates: [
          'não aceitamos devoluções de produtos abertos',
          'não enviamos para os Açores',
          'não oferecemos reembolso em dinheiro',
        ],
      },
    ],
    claim: ['O envio leva três dias.', 'A garantia dura dois anos.'],
    filler: ['Por favor, entre em contato com o suporte.', 'Sinto muito.'],
    stop: '.',
    space: ' ',
  },
  it: {
    refuse: [
      {
        subjects: ['', 'Purtroppo ', 'Mi dispiace, ma '],
        predicates: [
          'non lo so',
          'non so quanto costa la spedizione',
          'non posso confermare la data di consegna',
          'non ho informazioni sulla garanzia',
          'non ho trovato nessuna informazione sugli orari',
          'non possiamo rispondere a questa domanda',
        ],
      },
      {
        subjects: ['il contesto', 'i documenti forniti', 'la documentazione', 'le fonti disponibili'],
        predicates: [
          'non menziona il prezzo',
          'non specifica la durata della batteria',
          'non indica se la spedizione è gratuita',
        ],
      },
      {
        subjects: [
          'non posso',
          'non riesco a',
          'non sono riuscito a',
          'non siamo riusciti a',
          'non ho potuto',
          'non potrò',
        ],
        predicates: ['trovare il prezzo nei documenti', 'confermare la data di consegna'],
      },
      {
        subjects: ['i documenti', 'le fonti'],
        predicates: ['non includono il prezzo', 'non menzionano la garanzia'],
      },
      {
        // A lead-in with an articulated preposition (a + le = alle, a + gli = agli, a + la = alla).
        subjects: ['In base alle informazioni fornite, ', 'Stando agli atti, ', 'In base alla documentazione, '],
        predicates: ['non riesco a determinare i tempi di rimborso', 'non lo so'],
      },
      {
        subjects: ['', 'Secondo i documenti, '],
        predicates: [
          'non ci sono informazioni sul rimborso',
          'non è possibile determinare la data di consegna',
          'il prezzo non è menzionato nei documenti',
        ],
      },
    ],
    world: [
      {
        subjects: ['la garanzia', 'la nostra politica', "l'assicurazione"],
        predicates: ['non copre i danni accidentali', 'non include le batterie'],
      },
      {
        subjects: ['i piani', 'le nostre tariffe'],
        predicates: ['non includono la spedizione', 'non coprono i danni'],
      },
      {
        subjects: ['', 'Mi dispiace, '],
        predicates: [
          'non accettiamo resi di prodotti aperti',
          'non spediamo in Sardegna',
          'non offriamo rimborsi in contanti',
        ],
      },
    ],
    claim: ['La spedizione richiede tre giorni.', 'La garanzia dura due anni.'],
    filler: ['La prego di contattare il servizio clienti.', 'Mi dispiace.'],
    stop: '.',
    space: ' ',
  },
  ja: {
    refuse: [
      {
        subjects: ['', '申し訳ありませんが、', '残念ながら、'],
        predicates: [
          'わかりません',
          '送料は分かりかねます',
          'お届け日は確認できません',
          'そのご質問にはお答えできません',
        ],
      },
      {
        subjects: ['提供された資料には', 'ドキュメントには', '文脈には'],
        predicates: ['記載がありません', '保証期間についての記載はありません', '該当する情報が見当たりません'],
      },
      {
        subjects: ['バッテリーの持続時間は', '返金の条件は'],
        predicates: ['資料に記載されていません', 'どこにも明記されていません'],
      },
      {
        // Polite non-past and polite past negative (-ません / -ませんでした), plain past negative (-なかった).
        subjects: ['価格は', '該当する情報は', '申し訳ありませんが、送料は'],
        predicates: [
          '見つかりませんでした',
          '見当たりませんでした',
          '見つかりません',
          'わかりませんでした',
          '見つからなかった',
          '資料に記載されていませんでした',
        ],
      },
    ],
    world: [
      { subjects: ['保証は', '保険は'], predicates: ['水濡れを対象としていません', '電池を含みません'] },
      {
        subjects: ['', '申し訳ありませんが、'],
        predicates: ['開封済みの商品は返品を受け付けておりません', '沖縄への配送は行っておりません'],
      },
    ],
    claim: ['配送には三日かかります。', '保証期間は二年です。'],
    filler: ['詳しくはサポート窓口までお問い合わせください。', '申し訳ありません。'],
    stop: '。',
    space: '',
  },
  zh: {
    refuse: [
      {
        subjects: ['', '很抱歉，', '对不起，'],
        predicates: ['我不知道', '我不清楚运费是多少', '我无法确定送达日期', '我无法回答这个问题'],
      },
      {
        subjects: ['文档中', '提供的资料里', '上下文中'],
        predicates: ['没有提到保修期', '并未说明电池续航时间', '没有关于退款的信息'],
      },
      { subjects: ['', '根据提供的文档，'], predicates: ['我没有关于退款的相关信息', '无法得知具体价格'] },
      {
        // Classical negation 未 beside 没有, and the noun 记载 (a record of it) as the missing information.
        subjects: ['文档中', '资料里', '上下文中'],
        predicates: ['未提供价格', '未提及保修期', '没有关于价格的记载', '没有相关记载'],
      },
      { subjects: ['', '很抱歉，'], predicates: ['没有相关记载', '文档未提供具体价格'] },
    ],
    world: [
      { subjects: ['保修', '保险'], predicates: ['不包括意外损坏', '不覆盖电池'] },
      { subjects: ['', '很抱歉，'], predicates: ['我们不接受已拆封商品的退货', '我们不发货到新疆'] },
    ],
    claim: ['配送需要三天。', '保修期为两年。'],
    filler: ['请联系客服获取更多信息。', '很抱歉。'],
    stop: '。',
    space: '',
  },
};

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

    test('detected per answer by default: the same decisions without a vocabulary', () => {
      const misread = rows.filter(([answer, expected]) => classifyRefusal(answer).kind !== expected);
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
