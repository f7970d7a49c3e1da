import { describe, expect, test } from 'vitest';
import { classifyRefusal, type RefusalDecision, type RefusalLanguage } from './refusal.js';

type Kind = RefusalDecision['kind'];

// The decline classes read by structure rather than by listed phrases, in every shipped language, each beside
// answers of the same shape that state facts and must stay answers. Written for these tests (a dental practice, a
// sports club, a school), not from any probe or benchmark row.
//
// Classes: `find`: the assistant with a negated verb of finding, whatever the object; `named`: a named document (or
// one the assistant was given or searched) with a negated verb of saying; `nothing`: a negative quantifier as the
// subject of a verb of saying or being written; `clause`: a clause as the subject of a passive of saying; `list`:
// the items of a list that a next step opens; `facts`: answers that must stay answers (a negative about the world,
// a named document with a verb of the world, a list of values).
const CLASSES: Record<RefusalLanguage, Record<string, [string, Kind][]>> = {
  en: {
    otherForms: [
      ["I'm not seeing the fee in these docs.", 'refusal'],
      ["The notes I've got are silent on that.", 'refusal'],
      ["That isn't covered in the material I was given.", 'refusal'],
    ],
    otherFacts: [
      ["The gym isn't open on holidays.", 'answer'],
      ["The handbook doesn't allow pets.", 'answer'],
      ['Nothing is included in the base fee.', 'answer'],
      ['The brochure I have is from 2021.', 'answer'],
    ],
    find: [["I wasn't able to locate the dentist's weekend rota.", 'refusal']],
    named: [
      ["The club rules I was given don't cover guest passes.", 'refusal'],
      ['The school handbook you shared does not mention bus routes.', 'refusal'],
    ],
    nothing: [['Nothing in the meeting notes I checked answers that.', 'refusal']],
    nothingOwned: [
      ['Nothing I was given covers guest passes.', 'refusal'],
      ['None of the pages I was given mention the fee.', 'refusal'],
    ],
    clauseSubject: [['Whether guests may play is not stated anywhere in the rules.', 'refusal']],
    clause: [["The price of a crown isn't something I can find in these pages.", 'refusal']],
    list: [
      [
        "I don't have details on the referral rules. Here are some things you could ask me about:\n- how to book a check-up\n- what to bring to the first visit",
        'refusal',
      ],
    ],
    facts: [
      ['No, the practice is not open on Sundays.', 'answer'],
      ['Nothing in the contract prevents early termination.', 'answer'],
      ['No, nothing is charged for the first visit.', 'answer'],
      ['The guide does not cover the north trail, which is closed.', 'answer'],
      ['The club rules do not cover injuries during private games.', 'answer'],
      ["I don't have details on the referral rules. The fees are:\n- check-up: $40\n- cleaning: $75", 'partial'],
    ],
  },
  de: {
    otherForms: [
      ['Dazu finden sich in den Dokumenten keine Angaben.', 'refusal'],
      ['Ich sehe in der Satzung keinen Hinweis darauf.', 'refusal'],
      ['Die Hausordnung, die ich habe, sagt dazu nichts.', 'refusal'],
    ],
    otherFacts: [
      ['Die Satzung erlaubt keine Hunde.', 'answer'],
      ['Im Beitrag ist nichts weiter enthalten.', 'answer'],
    ],
    find: [
      ['Die Notdienstnummer der Praxis habe ich in den Unterlagen nicht gefunden.', 'refusal'],
      ['Zu Gastkarten finde ich hier keine Angaben.', 'refusal'],
    ],
    named: [['Leider enthalten die Dokumente keine Angaben zu Gastkarten.', 'refusal']],
    nothing: [['Darüber steht in der Vereinssatzung nichts.', 'refusal']],
    clause: [['Ob Gäste mitspielen dürfen, wird in der Satzung nicht erwähnt.', 'refusal']],
    clauseOther: [
      ['Ob Hunde erlaubt sind, geht aus der Hausordnung nicht hervor.', 'refusal'],
      ['Davon ist in den Protokollen nirgends die Rede.', 'refusal'],
    ],
    list: [
      [
        'Dazu habe ich keine Informationen. Folgendes kannst du mich fragen:\n- Wie melde ich mich an\n- Wann ist das Training',
        'refusal',
      ],
    ],
    facts: [
      ['Nein, die Praxis ist sonntags nicht geöffnet.', 'answer'],
      ['Einer Anmeldung steht nichts im Wege.', 'answer'],
      ['Dem Umtausch steht nichts entgegen.', 'answer'],
      ['Der Verein übernimmt keine Fahrtkosten.', 'answer'],
      ['Den Mitgliedsbeitrag habe ich nicht gefunden. Die Halle wurde 2004 eröffnet.', 'partial'],
    ],
  },
  es: {
    otherForms: [
      ['En lo que tengo no aparece nada sobre eso.', 'refusal'],
      ['El folleto no trae esa información.', 'refusal'],
      ['Las normas que me pasaste no hablan del tema.', 'refusal'],
    ],
    otherFacts: [
      ['El reglamento no permite perros.', 'answer'],
      ['No hay piscina en el club.', 'answer'],
    ],
    find: [['No encontré el horario de urgencias de la clínica.', 'refusal']],
    named: [
      ['El reglamento del club no dice nada de los pases de invitado.', 'refusal'],
      ['En las actas que consulté no aparece esa fecha.', 'refusal'],
      ['El horario no aparece en el folleto.', 'refusal'],
    ],
    nothing: [['Nada en el manual habla de eso.', 'refusal']],
    clause: [['He revisado el reglamento y no se menciona si se admiten invitados.', 'refusal']],
    narrated: [['Revisé el manual y no encontré esa información.', 'refusal']],
    list: [
      [
        'No tengo datos sobre las becas. Puedes preguntarme cosas como:\n- cómo inscribirse\n- qué material hace falta',
        'refusal',
      ],
    ],
    facts: [
      ['No, la clínica no abre los domingos.', 'answer'],
      ['El contrato no cubre las lesiones en partidos privados.', 'answer'],
      ['El contrato no incluye el seguro.', 'answer'],
      ['No encontré la cuota anual. El club se fundó en 1987.', 'partial'],
    ],
  },
  fr: {
    otherForms: [
      ["Il n'y a rien à ce sujet dans le règlement.", 'refusal'],
      ["Le règlement que tu m'as envoyé n'aborde pas ce point.", 'refusal'],
    ],
    otherFacts: [
      ["Le règlement n'autorise pas les chiens.", 'answer'],
      ["Il n'y a pas de piscine au club.", 'answer'],
    ],
    find: [["Je n'ai pas trouvé les horaires d'urgence du cabinet.", 'refusal']],
    named: [
      ['Le règlement du club ne parle pas des invités.', 'refusal'],
      ["Les comptes rendus que j'ai lus ne répondent pas à cela.", 'refusal'],
      ["Cela n'apparaît pas dans la brochure.", 'refusal'],
    ],
    nothing: [['Rien dans le guide ne le précise.', 'refusal']],
    clause: [["J'ai parcouru tout le règlement. Il n'est pas indiqué si les invités sont admis.", 'refusal']],
    list: [
      [
        "Je n'ai pas d'informations sur les bourses. Voici ce que tu peux me demander :\n- comment s'inscrire\n- quel matériel apporter",
        'refusal',
      ],
    ],
    facts: [
      ["Non, le cabinet n'est pas ouvert le dimanche.", 'answer'],
      ['Le contrat ne couvre pas les blessures lors des matchs privés.', 'answer'],
      ["Rien n'est facturé pour la première visite.", 'answer'],
      ["Je n'ai pas trouvé la cotisation. Le club a été fondé en 1987.", 'partial'],
    ],
  },
  pt: {
    otherForms: [
      ['O folheto não traz essa informação.', 'refusal'],
      ['As regras que você me mandou não falam disso.', 'refusal'],
    ],
    otherFacts: [
      ['O regulamento não permite cães.', 'answer'],
      ['Não há piscina no clube.', 'answer'],
    ],
    find: [['Não encontrei o horário de urgência da clínica.', 'refusal']],
    named: [
      ['O regulamento do clube não fala de convidados.', 'refusal'],
      ['As atas que li não respondem a isso.', 'refusal'],
    ],
    nothing: [['Não achei nada sobre isso no manual.', 'refusal']],
    clause: [['Revisei o regulamento e não há menção a convidados.', 'refusal']],
    list: [
      [
        'Não tenho dados sobre as bolsas. Você pode me perguntar coisas como:\n- como se inscrever\n- que material levar',
        'refusal',
      ],
    ],
    facts: [
      ['Não, a clínica não abre aos domingos.', 'answer'],
      ['Não acho que o clube aceite convidados.', 'answer'],
      ['Não encontrei a mensalidade. O clube foi fundado em 1987.', 'partial'],
    ],
  },
  it: {
    otherForms: [
      ["Nel regolamento non c'è nulla a riguardo.", 'refusal'],
      ["L'opuscolo non riporta questa informazione.", 'refusal'],
    ],
    otherFacts: [
      ['Il regolamento non permette i cani.', 'answer'],
      ["Non c'è una piscina nel club.", 'answer'],
    ],
    find: [["Non ho trovato l'orario delle urgenze dello studio.", 'refusal']],
    named: [
      ['Il regolamento del club non parla degli ospiti.', 'refusal'],
      ['I verbali che ho letto non rispondono a questo.', 'refusal'],
    ],
    nothing: [['Non si dice nulla sugli ospiti.', 'refusal']],
    clause: [['Ho letto tutto il regolamento e non si dice se gli ospiti sono ammessi.', 'refusal']],
    list: [
      [
        'Non ho dati sulle borse di studio. Puoi chiedermi cose come:\n- come iscriversi\n- che materiale portare',
        'refusal',
      ],
    ],
    facts: [
      ['No, lo studio non è aperto la domenica.', 'answer'],
      ['Il contratto non copre gli infortuni nelle partite private.', 'answer'],
      ['Non ho trovato la quota annuale. Il club è stato fondato nel 1987.', 'partial'],
    ],
  },
  ja: {
    otherForms: [['その点については資料に書いてありません。', 'refusal']],
    otherFacts: [['規約ではペットは禁止されています。', 'answer']],
    clause: [['会則をすべて確認しましたが、見学ができるかどうかは書かれていません。', 'refusal']],
    list: [['奨学金についてはわかりません。次のようなことなら聞いてください：\n・入会の方法\n・練習の時間', 'refusal']],
    named: [['良いご質問ですね。残念ながら、資料には休診日が記載されていません。', 'refusal']],
    facts: [
      ['いいえ、日曜日は休診です。', 'answer'],
      ['奨学金についてはわかりません。料金は次のとおりです：\n・入会金 3000円', 'partial'],
    ],
  },
  zh: {
    otherForms: [['文件没说这个。', 'refusal']],
    otherFacts: [['规定不允许养狗。', 'answer']],
    find: [['在这些资料里我没能找到诊所的急诊时间。', 'refusal']],
    named: [
      ['我看过的会议纪要里没有这个问题的答案。', 'refusal'],
      ['好问题！可惜资料中没有写俱乐部的会费。', 'refusal'],
    ],
    clause: [['我把俱乐部章程全部看了一遍,里面没有说明能不能带朋友。', 'refusal']],
    list: [['关于奖学金,我没有相关信息。你可以问我这些问题：\n- 怎么报名\n- 训练时间', 'refusal']],
    facts: [
      ['不，诊所周日不营业。', 'answer'],
      ['关于奖学金,我没有相关信息。费用如下：\n- 报名费 300元', 'partial'],
    ],
  },
};

describe.each(Object.entries(CLASSES))('decline classes by structure: %s', (language, classes) => {
  test.each(
    Object.entries(classes).flatMap(([name, rows]) => rows.map(([answer, kind]) => [name, answer, kind] as const)),
  )('%s: %s -> %s', (_name, answer, kind) => {
    const decision = classifyRefusal(answer, { language: language as RefusalLanguage });
    expect(decision.kind, decision.reason).toBe(kind);
    // Detection reads each of these sentences in its own language too.
    expect(classifyRefusal(answer).kind, classifyRefusal(answer).reason).toBe(kind);
  });
});

describe('items of a list a next step opens', () => {
  test('an item with a number is a value, not a question offered', () => {
    const decision = classifyRefusal(
      "I don't know the locker fee. You could ask me about:\n- the class timetable\n- 3 more topics",
      { language: 'en' },
    );
    expect(decision.kind).toBe('partial');
    expect(decision.clauses.map((c) => c.rule)).toContain('next-step-item');
  });

  test('a list after a plain statement stays a list of claims', () => {
    const decision = classifyRefusal("I don't know the locker fee. The club offers:\n- yoga classes\n- a sauna", {
      language: 'en',
    });
    expect(decision.kind).toBe('partial');
  });
});
