import { type KindTable, kindsInEachLanguage } from './__fixtures__/kinds-in-each-language.js';

// Heuristic rules, round 9 (French and Portuguese helper): the classes it owns in every language, with sentences of
// our own in other domains (a choir, car sharing, an archery club, a sauna, a garden centre, a board-game café, a dog
// groomer, a laser-tag arena), beside near misses that must keep their kind.

// A reason, then the decline, in one sentence: "Since the handbook only covers X and Y, we are not in a position to
// advise on Z". The reason says what the sources talk about, so it explains the decline and claims nothing; a cause
// in the world ("Since the sauna closes at 9 pm, ...", "As the policy only covers the driver, ...") keeps its claim.
const REASON_THEN_DECLINE: KindTable = {
  en: [
    [
      "Since the price list only covers the adult ticket (£12) and the child ticket (£6), I can't tell you the student price.",
      'partial',
    ],
    [
      'Since the handbook we hold only covers rehearsal times and membership fees, we are not in a position to advise on concert dress codes.',
      'refusal',
    ],
    [
      "As our car-sharing terms only deal with city zones and insurance, I can't tell you whether cars may be taken abroad.",
      'refusal',
    ],
    [
      "Because the archery club's leaflet only describes the beginners' course, I'm unable to say whether the range is open in winter.",
      'refusal',
    ],
    [
      'Given that the sauna rules only cover opening hours and towels, I cannot confirm whether children are admitted.',
      'refusal',
    ],
    ['Since the sauna closes at 9 pm, you cannot book a session after 8:30.', 'answer'],
    ["Because the garden centre is closed on Mondays, you can't collect orders that day.", 'answer'],
    [
      "Since the choir rehearses on Tuesdays at 7 pm, that is the best evening to visit. The handbook doesn't say whether auditions are required.",
      'partial',
    ],
  ],
  de: [
    [
      'Da die Preisliste nur den Erwachsenentarif von 12 € und den Kindertarif von 6 € nennt, kann ich den Studententarif nicht sagen.',
      'partial',
    ],
    [
      'Da sich die Unterlagen des Chors nur auf Probenzeiten und Beiträge beziehen, können wir zur Kleiderordnung bei Konzerten nichts sagen.',
      'refusal',
    ],
    [
      'Weil unsere Carsharing-Bedingungen nur die Stadtzonen und die Versicherung behandeln, kann ich nicht sagen, ob Fahrten ins Ausland erlaubt sind.',
      'refusal',
    ],
    [
      'Da das Merkblatt des Bogenschützenvereins nur den Anfängerkurs beschreibt, kann ich leider nicht sagen, ob der Platz im Winter geöffnet ist.',
      'refusal',
    ],
    [
      'Da die Saunaordnung nur Öffnungszeiten und Handtücher regelt, kann ich nicht bestätigen, ob Kinder Zutritt haben.',
      'refusal',
    ],
    ['Da die Sauna um 21 Uhr schließt, können Sie nach 20:30 Uhr keinen Termin mehr buchen.', 'answer'],
    ['Weil das Gartencenter montags geschlossen ist, können Sie an diesem Tag keine Bestellungen abholen.', 'answer'],
  ],
  es: [
    [
      'Como la información del coro solo trata de los horarios de ensayo y las cuotas, no podemos indicarle el código de vestimenta de los conciertos.',
      'refusal',
    ],
    [
      'Dado que nuestras condiciones de carsharing solo cubren las zonas urbanas y el seguro, no sé decirle si se puede viajar al extranjero.',
      'refusal',
    ],
    [
      'Puesto que el folleto del club de tiro con arco solo describe el curso de iniciación, no puedo decirle si el campo abre en invierno.',
      'refusal',
    ],
    ['Como la sauna cierra a las 21:00, no se puede reservar después de las 20:30.', 'answer'],
    ['Dado que el centro de jardinería cierra los lunes, ese día no se pueden recoger pedidos.', 'answer'],
    ['Como la póliza solo cubre al conductor, no puedo decirte si incluye a tu hijo.', 'partial'],
  ],
  fr: [
    [
      'Comme la grille ne présente que le tarif adulte à 12 € et le tarif enfant à 6 €, je ne peux pas vous indiquer le tarif étudiant.',
      'partial',
    ],
    [
      "Étant donné que le règlement de la chorale ne traite que des répétitions et des cotisations, je ne suis pas en mesure de vous dire s'il existe une tenue de concert.",
      'refusal',
    ],
    [
      "Nos conditions d'autopartage ne portant que sur les zones urbaines et l'assurance, nous ne pouvons pas vous indiquer si les voitures peuvent aller à l'étranger.",
      'refusal',
    ],
    [
      "Comme la brochure du club de tir à l'arc décrit seulement le stage d'initiation, je ne sais pas si le terrain est ouvert l'hiver.",
      'refusal',
    ],
    [
      'Puisque le règlement du sauna ne parle que des horaires et des serviettes, je ne peux pas confirmer si les enfants sont admis.',
      'refusal',
    ],
    ["Comme le sauna ferme à 21 h, il n'est pas possible de réserver après 20 h 30.", 'answer'],
    ['Puisque la jardinerie est fermée le lundi, vous ne pouvez pas retirer de commande ce jour-là.', 'answer'],
    ['Comme le contrat ne couvre que le conducteur, je ne sais pas si votre fils est inclus.', 'partial'],
  ],
  pt: [
    [
      'Como a tabela só apresenta o bilhete normal de 12 € e o de criança de 6 €, não sei dizer o preço para estudantes.',
      'partial',
    ],
    [
      'Como as orientações do coral abrangem apenas os horários dos ensaios e as mensalidades, não estamos em condições de informar sobre o traje dos concertos.',
      'refusal',
    ],
    [
      'Uma vez que os nossos termos de carsharing tratam só das zonas urbanas e do seguro, não sei dizer se os carros podem ir para o exterior.',
      'refusal',
    ],
    [
      'Já que o folheto do clube de tiro com arco descreve só o curso de iniciação, não consigo dizer se o campo abre no inverno.',
      'refusal',
    ],
    [
      'Visto que o regulamento da sauna fala apenas dos horários e das toalhas, não posso confirmar se crianças são admitidas.',
      'refusal',
    ],
    ['Como a sauna fecha às 21h, não é possível reservar depois das 20h30.', 'answer'],
    ['Já que o centro de jardinagem fecha às segundas, não dá para retirar pedidos nesse dia.', 'answer'],
  ],
  it: [
    [
      'Poiché il regolamento del coro riguarda solo gli orari delle prove e le quote, non siamo in grado di indicarle il dress code dei concerti.',
      'refusal',
    ],
    [
      "Dato che le condizioni del noleggio di auto condivise coprono solo le zone urbane e l'assicurazione, non so dirle se le auto possono andare all'estero.",
      'refusal',
    ],
    [
      "Siccome il volantino del club di tiro con l'arco descrive solo il corso base, non posso dire se il campo è aperto d'inverno.",
      'refusal',
    ],
    ['Poiché la sauna chiude alle 21, non è possibile prenotare dopo le 20:30.', 'answer'],
    ['Dato che il garden center è chiuso il lunedì, quel giorno non si possono ritirare ordini.', 'answer'],
  ],
  ja: [
    ['合唱団の資料は練習日程と会費のみを扱っておりますため、演奏会の服装についてはお答えいたしかねます。', 'refusal'],
    ['カーシェアの規約は市内エリアと保険についてしか書かれていないので、海外で使えるかは分かりません。', 'refusal'],
    ['アーチェリー教室の案内は初心者コースのことだけなので、冬に営業しているかはお伝えできません。', 'refusal'],
    ['サウナは21時に閉まるため、20時30分以降は予約できません。', 'answer'],
    ['園芸店は月曜定休のため、その日は受け取りできません。', 'answer'],
  ],
  zh: [
    ['由于合唱团的资料仅涵盖排练时间和会费，因此无法告知演出着装要求。', 'refusal'],
    ['因为我们的共享汽车条款只涉及市区范围和保险，所以我不能确定车辆能否开到国外。', 'refusal'],
    ['由于射箭俱乐部的传单只介绍了入门课程，我无法告诉您冬季是否开放。', 'refusal'],
    ['由于桑拿21点关门，20:30以后无法预约。', 'answer'],
    ['因为园艺中心周一休息，所以当天不能取货。', 'answer'],
    ['由于价目表只列出了成人票30元和儿童票15元，无法告知学生票价格。', 'partial'],
  ],
};

kindsInEachLanguage('a reason about the sources, then the decline', REASON_THEN_DECLINE);
