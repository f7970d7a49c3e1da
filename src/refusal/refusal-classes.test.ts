import { describe, expect, test } from 'vitest';
import { classifyRefusal, type RefusalDecision, type RefusalLanguage } from './refusal.js';

type Kind = RefusalDecision['kind'];

// Heuristic rules version 5: the classes a decline is written in after its first sentence, and the forms of the
// first sentence that were missing, in every shipped language, each beside answers of the same shape that state
// facts. Sentences written for these tests (a car rental, a museum, a gym, a city library), not from any probe or
// benchmark row.
//
// Classes: `wish`: "if you like," before an offer or a next step; `advice`: advice addressed to the user after a
// decline; `scope`: the sources (the assistant's own) deal only with other topics; `noIdea`: the language's idiom for
// "no idea"; `noneOf`: a negative quantifier over the sources as subject; `sourceLead`: a phrase naming the sources
// before the negated clause, without a comma; `particle`: a contrastive word inside a clause (German, French) that
// does not split it; `facts`: what must stay a claim (a decline with a number, a date or a name after it; a
// negative about the world; a named document with "only" and a verb of the world).
const CLASSES: Record<RefusalLanguage, Record<string, [string, Kind][]>> = {
  en: {
    wish: [
      [
        "The rental terms don't mention snow chains. If you want, I can tell you about child seats or extra drivers.",
        'refusal',
      ],
    ],
    scope: [["I don't know. The documents I have only cover opening hours and ticket prices.", 'refusal']],
    facts: [
      ["The rental terms don't mention snow chains. If you want, a child seat costs $8 a day.", 'partial'],
      ['No, dogs are not allowed in the museum.', 'answer'],
      ['The contract only covers the driver named on it.', 'answer'],
    ],
  },
  de: {
    wish: [
      [
        'Zu Schneeketten steht in den Mietbedingungen nichts. Wenn du willst, kann ich dir etwas zu Kindersitzen sagen.',
        'refusal',
      ],
    ],
    advice: [
      ['Das weiß ich leider nicht. Am besten fragst du direkt an der Museumskasse nach.', 'refusal'],
      ['Dazu habe ich keine Angaben. Ich rate Ihnen, die Filiale anzurufen.', 'refusal'],
    ],
    scope: [
      ['Keine Ahnung. Die Unterlagen, die mir vorliegen, beschränken sich auf die Öffnungszeiten.', 'refusal'],
      ['Das kann ich nicht beantworten, die Dokumente betreffen nur die Ausleihe.', 'refusal'],
    ],
    noIdea: [['Keine Ahnung, tut mir leid.', 'refusal']],
    invertedSubject: [
      ['Leider kenne ich die Gebühr für den Zweitfahrer nicht.', 'refusal'],
      ['Da sind wir uns nicht sicher.', 'refusal'],
      ['Die Kaution kenne ich nicht.', 'refusal'],
    ],
    clauseSubject: [['Ob Hunde erlaubt sind, lässt sich den Unterlagen nicht entnehmen.', 'refusal']],
    compound: [
      ['Die Mietinformationen nennen keine Kaution.', 'refusal'],
      ['Die Nutzungsbedingungen erwähnen das nicht.', 'refusal'],
    ],
    relative: [['Der Preis ist auf den Seiten des Museums, die ich habe, nicht angegeben.', 'refusal']],
    ellipsis: [['Ich habe die Ausleihordnung durchgesehen, aber nichts zu Fernleihen gefunden.', 'refusal']],
    particle: [
      ['Dazu finde ich nichts. Du kannst mich aber gern zu den Öffnungszeiten fragen.', 'refusal'],
      ['Die Tageskarte kostet 12 Euro. Zu Gruppen habe ich allerdings nichts gefunden.', 'partial'],
    ],
    facts: [
      ['Nein, Hunde sind im Museum nicht erlaubt.', 'answer'],
      ['Dazu habe ich keine Angaben. Am besten fragst du bis zum 3. Mai nach.', 'partial'],
      ['Das weiß ich nicht, aber die Kaution beträgt 300 Euro.', 'partial'],
      ['Der Vertrag deckt nur den Hauptfahrer ab.', 'answer'],
    ],
  },
  es: {
    wish: [
      [
        'Las condiciones de alquiler no dicen nada de cadenas para nieve. Si quieres, pregúntame por las sillas infantiles.',
        'refusal',
      ],
    ],
    advice: [
      ['No encuentro ese dato en los documentos del museo. Te aconsejo preguntar en taquilla.', 'refusal'],
      ['No tengo información sobre eso. Habla con el personal de la biblioteca.', 'refusal'],
    ],
    scope: [['No lo sé. Los documentos que tengo solo tratan los horarios y las tarifas.', 'refusal']],
    noIdea: [['Ni idea, lo siento.', 'refusal']],
    noneOf: [['Ninguno de los documentos que me pasaste menciona la fianza.', 'refusal']],
    sourceLead: [['Con los documentos facilitados no es posible saber si se admiten perros.', 'refusal']],
    facts: [
      ['No encuentro ese dato. Te aconsejo llamar al 912 345 678 antes del 5 de mayo.', 'partial'],
      ['No, los perros no pueden entrar en el museo.', 'answer'],
      ['La póliza solo cubre al conductor principal.', 'answer'],
      ['No sé lo de los grupos, pero la entrada general cuesta 12 euros.', 'partial'],
    ],
  },
  fr: {
    wish: [
      [
        'Les conditions de location ne parlent pas des chaînes à neige. Si vous voulez, je peux vous renseigner sur les sièges enfant.',
        'refusal',
      ],
    ],
    advice: [
      ["Je n'ai rien trouvé à ce sujet. Je vous conseille de demander à l'accueil du musée.", 'refusal'],
      ["Je ne sais pas. Tu peux chercher « prêt » dans le catalogue en ligne.", 'refusal'],
    ],
    scope: [
      ["Je ne sais pas. Les documents dont je dispose se limitent aux horaires d'ouverture.", 'refusal'],
      ["Je ne peux pas répondre : les documents fournis portent uniquement sur les tarifs.", 'refusal'],
    ],
    noIdea: [['Aucune idée, désolé.', 'refusal']],
    noneOf: [["Aucun des documents fournis ne précise le montant de la caution.", 'refusal']],
    passive: [["Le prêt entre bibliothèques n'est mentionné nulle part dans les documents fournis.", 'refusal']],
    searchWithout: [["J'ai lu le règlement sans trouver la moindre mention des groupes.", 'refusal']],
    particle: [
      ['Je ne trouve rien là-dessus. Vous pouvez en revanche me demander les horaires.', 'refusal'],
      ["Le billet coûte 12 €. En revanche, je n'ai rien trouvé sur les groupes.", 'partial'],
    ],
    facts: [
      ['Non, les chiens ne sont pas admis au musée.', 'answer'],
      ['Le contrat ne couvre que le conducteur principal.', 'answer'],
      ["Je n'ai rien trouvé à ce sujet. Je vous conseille de passer avant le 3 mai.", 'partial'],
    ],
  },
  pt: {
    wish: [
      [
        'As condições de aluguel não falam de correntes para neve. Se quiser, pode me perguntar sobre cadeirinhas.',
        'refusal',
      ],
    ],
    advice: [
      ['Não encontrei essa informação. Converse com a equipe do museu.', 'refusal'],
      ['Não sei dizer. Você pode buscar "empréstimo" no catálogo.', 'refusal'],
    ],
    scope: [['Não sei. Os documentos que tenho só tratam de horários e preços.', 'refusal']],
    noIdea: [['Não faço ideia, desculpe.', 'refusal']],
    noneOf: [['Nenhum dos documentos fornecidos menciona a caução.', 'refusal']],
    search: [['Procurei no regulamento e não achei nada sobre grupos.', 'refusal']],
    facts: [
      ['Não, cães não podem entrar no museu.', 'answer'],
      ['A apólice só cobre o motorista principal.', 'answer'],
      ['Não encontrei essa informação. Converse com a equipe até 5 de maio.', 'partial'],
    ],
  },
  it: {
    wish: [
      [
        'Le condizioni di noleggio non parlano delle catene da neve. Se vuoi, chiedimi pure dei seggiolini.',
        'refusal',
      ],
    ],
    advice: [
      ['Non trovo nulla al riguardo. Ti consiglio di chiedere alla biglietteria del museo.', 'refusal'],
      ['Non lo so. Le conviene parlarne con il personale della biblioteca.', 'refusal'],
    ],
    scope: [["Non lo so. I documenti che ho si limitano agli orari d'apertura.", 'refusal']],
    noneOf: [['Nessuno dei documenti forniti menziona la cauzione.', 'refusal']],
    sourceLead: [['In base ai documenti forniti non è possibile stabilire se i cani sono ammessi.', 'refusal']],
    search: [['Ho cercato nel regolamento ma non ho trovato nulla sui gruppi.', 'refusal']],
    namedAdjective: [['Il fascicolo informativo non parla delle catene da neve.', 'refusal']],
    facts: [
      ['No, i cani non sono ammessi nel museo.', 'answer'],
      ['Il contratto copre solo il conducente principale.', 'answer'],
      ['Non lo so. Ti consiglio di passare entro il 5 maggio.', 'partial'],
    ],
  },
  ja: {
    canNot: [['恐れ入りますが、その件についてはお答えいたしかねます。', 'refusal']],
    notHeld: [['申し訳ありませんが、その点についての資料は持ち合わせておりません。', 'refusal']],
    search: [['規約を調べましたが、チェーンの貸し出しについては見つかりませんでした。', 'refusal']],
    scope: [['わかりません。手元の資料には開館時間のことしか書いてありません。', 'refusal']],
    offer: [['その点はわかりません。料金のことでしたらお答えします。', 'refusal']],
    facts: [
      ['いいえ、館内にペットは入れません。', 'answer'],
      ['その点はわかりません。入館料は大人1200円です。', 'partial'],
    ],
  },
  zh: {
    ourSide: [['我们这里没有这方面的信息。', 'refusal']],
    namedListed: [['博物馆官网上没有列出团体票的价格。', 'refusal']],
    advice: [
      ['我没有找到相关信息。建议直接打电话问一下租车柜台。', 'refusal'],
      ['我不清楚。可以试着在图书馆网站上搜索“馆际互借”。', 'refusal'],
    ],
    scope: [['这个我不知道，我手头的资料只涉及开放时间和票价。', 'refusal']],
    facts: [
      ['不行，博物馆不允许带宠物。', 'answer'],
      ['我没有找到相关信息。建议在5月3日之前打电话问一下。', 'partial'],
      ['这个我不知道，不过门票是60元。', 'partial'],
    ],
  },
};

describe.each(Object.entries(CLASSES))('rules 5 decline classes: %s', (language, classes) => {
  test.each(
    Object.entries(classes).flatMap(([name, rows]) => rows.map(([answer, kind]) => [name, answer, kind] as const)),
  )('%s: %s -> %s', (_name, answer, kind) => {
    const decision = classifyRefusal(answer, { language: language as RefusalLanguage });
    expect(decision.kind, decision.reason).toBe(kind);
    // Detection reads each of these sentences in its own language too.
    expect(classifyRefusal(answer).kind, classifyRefusal(answer).reason).toBe(kind);
  });
});
