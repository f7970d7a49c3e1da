import { type KindTable, kindsInEachLanguage } from './__fixtures__/kinds-in-each-language.js';

// Heuristic rules, round 10 (French and Portuguese helper): the narrated search in every language, with sentences of
// our own in other domains (a bowling alley, a golf course, a zoo, a trampoline park, a choir, a locksmith, a chimney
// sweep, a language school), beside near misses that must keep their kind.

// A narrated search: an opener that announces the account ("Here's my reasoning", "Voici comment j'ai procédé"), what
// was searched, what each source covers (in a paragraph or as bullets), the decline, then "so I can't tell you" or
// "that doesn't mean there isn't one". None of it gives a value of the asked thing, so the answer refuses; a source
// that does give the value ("the price list says a lane costs £24") keeps the claim.
const NARRATED_SEARCH: KindTable = {
  en: [
    [
      "Here's my reasoning: you want to know whether the bowling alley hosts birthday parties, so I read the price list and the house rules.\n\n- The price list covers lane hire and shoe rental.\n- The house rules describe footwear and food on the lanes.\n\nNeither of them mentions parties, so I can't tell you. That doesn't mean there aren't any.",
      'refusal',
    ],
    [
      "Let me walk you through what I checked. I went through the golf course's membership guide and the course rules. The guide explains how to join and the rules deal with dress code and tee times. Neither says anything about electric trolleys, and I'd rather not guess.",
      'refusal',
    ],
    [
      "Good question! I looked through the zoo's visitor guide and the events page. The guide covers opening hours and the map, the events page the feeding talks. I found nothing about guided night tours, so I'm afraid I can't say.",
      'refusal',
    ],
    [
      "Here's my reasoning: I read the price list and the house rules. The price list says a lane costs £24 an hour.",
      'answer',
    ],
    [
      "Let me walk you through what I checked. The choir's handbook says rehearsals are on Tuesdays at 7 pm. It doesn't mention a membership fee.",
      'partial',
    ],
  ],
  de: [
    [
      'Hier meine Überlegung: Sie möchten wissen, ob die Bowlingbahn Kindergeburtstage ausrichtet. Ich habe die Preisliste und die Hausordnung durchgesehen.\n\n- Die Preisliste nennt Bahnmiete und Schuhverleih.\n- Die Hausordnung regelt Schuhe und Essen an den Bahnen.\n\nGeburtstage kommen in keiner der beiden vor, deshalb kann ich dazu nichts sagen.',
      'refusal',
    ],
    [
      'Gute Frage! Ich erkläre kurz, wie ich vorgegangen bin: Ich habe den Mitgliederleitfaden des Golfclubs und die Platzordnung gelesen. Der Leitfaden erklärt die Aufnahme, die Platzordnung Kleidung und Startzeiten. Zu Elektrotrolleys steht in keinem der beiden etwas.',
      'refusal',
    ],
    [
      'Ich habe den Besucherführer des Zoos und die Veranstaltungsseite angeschaut. Der Führer beschreibt Öffnungszeiten und Lageplan, die Seite die Fütterungen. Nachtführungen werden dort nicht erwähnt, und ich möchte nicht raten.',
      'refusal',
    ],
    ['Hier meine Überlegung: Ich habe die Preisliste gelesen. Eine Bahn kostet dort 24 € pro Stunde.', 'answer'],
    [
      'Ich habe das Handbuch des Chors gelesen: Die Proben sind dienstags um 19 Uhr. Das Handbuch erwähnt keinen Mitgliedsbeitrag.',
      'partial',
    ],
  ],
  es: [
    [
      'Le explico mi razonamiento: usted pregunta si la bolera organiza cumpleaños, así que revisé la lista de precios y las normas de la casa.\n\n- La lista de precios recoge el alquiler de pistas y de zapatos.\n- Las normas describen el calzado y la comida en las pistas.\n\nNinguna de las dos menciona cumpleaños, así que no puedo decírselo.',
      'refusal',
    ],
    [
      'Vamos por partes. Busqué en la guía de socios del club de golf y en el reglamento del campo. La guía explica cómo hacerse socio y el reglamento trata de la vestimenta y los horarios de salida. Ninguno habla de carritos eléctricos, y prefiero no adivinar.',
      'refusal',
    ],
    [
      '¡Buena pregunta! Miré la guía del visitante del zoo y la página de actividades. La guía cubre horarios y el mapa; la página, las charlas de alimentación. No encontré nada sobre visitas nocturnas, lo que no quiere decir que no existan.',
      'refusal',
    ],
    ['Vamos por partes. Revisé la lista de precios: una pista cuesta 24 € la hora.', 'answer'],
    [
      'Le explico mi razonamiento: el reglamento del coro dice que los ensayos son los martes a las 19 h. La cuota de socio no aparece en el reglamento.',
      'partial',
    ],
  ],
  fr: [
    [
      "Voici mon raisonnement : vous demandez si le bowling organise des anniversaires. J'ai donc regardé la grille tarifaire et le règlement intérieur.\n\n- La grille tarifaire couvre la location des pistes et des chaussures.\n- Le règlement décrit la tenue et la nourriture sur les pistes.\n\nJe n'ai donc rien trouvé sur les anniversaires, ce qui ne veut pas dire qu'il n'y en a pas.",
      'refusal',
    ],
    [
      "Je vous explique ma démarche : j'ai cherché dans le guide du membre du golf, qui explique l'adhésion, et dans le règlement du parcours, qui évoque la tenue. À aucun endroit les chariots électriques ne sont mentionnés. Toute réponse de ma part serait une supposition.",
      'refusal',
    ],
    [
      "Alors, j'ai lu le guide du visiteur du zoo et la page « Animations ». Le guide présente les horaires et le plan ; la page, les goûters des animaux. Je n'ai vu de visite nocturne nulle part, donc je ne peux pas vous le dire.",
      'refusal',
    ],
    ["Voici mon raisonnement : j'ai lu la grille tarifaire. Une piste coûte 24 € de l'heure.", 'answer'],
    [
      "Voici comment j'ai procédé : le livret de la chorale indique que les répétitions ont lieu le mardi à 19 h. La cotisation n'y est pas mentionnée.",
      'partial',
    ],
  ],
  pt: [
    [
      'Vou explicar meu raciocínio: você quer saber se o boliche faz festas de aniversário, então conferi a tabela de preços e as regras da casa.\n\n- A tabela de preços cobre o aluguel das pistas e dos sapatos.\n- As regras falam de calçados e de comida nas pistas.\n\nEm nenhuma delas aparece festa de aniversário, mas isso não quer dizer que não exista.',
      'refusal',
    ],
    [
      'Vamos lá. Procurei no guia do sócio do clube de golfe e no regulamento do campo. O guia explica como se associar; o regulamento, a vestimenta e os horários de saída. Nenhum dos dois fala especificamente de carrinhos elétricos, então não tenho como te garantir isso.',
      'refusal',
    ],
    [
      'Boa pergunta! Deixa eu explicar o que verifiquei. Li o guia do visitante do zoológico e a página de atividades. O guia descreve os horários e o mapa, e a página trata das palestras de alimentação. Visita noturna não aparece em nenhum dos dois, e prefiro não chutar.',
      'refusal',
    ],
    ['Vamos lá. Conferi a tabela de preços: a pista custa R$ 90 por hora.', 'answer'],
    [
      'Vou explicar meu raciocínio: o regulamento do coral diz que os ensaios são às terças, às 19h. A mensalidade não aparece em lugar nenhum.',
      'partial',
    ],
  ],
  it: [
    [
      'Le spiego il mio ragionamento: Lei chiede se il bowling organizza feste di compleanno, quindi ho guardato il listino e il regolamento.\n\n- Il listino riporta il noleggio delle piste e delle scarpe.\n- Il regolamento parla delle calzature e del cibo in pista.\n\nDi feste non ho trovato traccia, quindi non posso dirglielo.',
      'refusal',
    ],
    [
      'Ecco il mio ragionamento: ho cercato nella guida per i soci del golf, che spiega come iscriversi, e nel regolamento del percorso, che parla dell’abbigliamento. Nessuno dei due indica i carrelli elettrici, per cui qualsiasi risposta sarebbe inventata.',
      'refusal',
    ],
    [
      'Bella domanda! Ti racconto cosa ho controllato. Ho letto la guida del visitatore dello zoo e la pagina delle attività. La guida descrive orari e mappa, la pagina i pasti degli animali. Di visite notturne non si parla in nessuna delle due.',
      'refusal',
    ],
    ['Ecco il mio ragionamento: ho letto il listino. Una pista costa 24 € all’ora.', 'answer'],
    [
      'Le spiego il mio ragionamento: il regolamento del coro dice che le prove sono il martedì alle 19. La quota associativa non è indicata.',
      'partial',
    ],
  ],
  ja: [
    [
      '順を追ってご説明します。ボウリング場の料金表と利用規約を確認しました。料金表にはレーン料金と貸し靴、利用規約には服装と飲食のことが書かれています。\n\n誕生日パーティーについてはどちらにも記載がありませんでした。そのため、お答えできません。',
      'refusal',
    ],
    [
      '私の考えをご説明します。ゴルフ場の会員ガイドとコース規則を読みました。\n\n・会員ガイド：入会手続き\n・コース規則：服装とスタート時間\n\n電動カートについての記載は見当たりませんでした。推測でお答えするのは控えます。',
      'refusal',
    ],
    [
      '良いご質問ですね！動物園の来園ガイドとイベントページに目を通しました。来園ガイドには開園時間と園内マップ、イベントページには餌やりのことがまとめられています。ただ、夜間ツアーについてはどこにも書かれていませんでした。',
      'refusal',
    ],
    ['順を追ってご説明します。料金表を確認しました。レーン料金は1時間2,400円です。', 'answer'],
    ['私の考えをご説明します。合唱団の案内には、練習は毎週火曜19時とあります。会費は載っていませんでした。', 'partial'],
  ],
  zh: [
    [
      '我说一下我的思路：我查了保龄球馆的价目表和场馆规定。\n\n- 价目表：球道租用和租鞋\n- 场馆规定：着装和饮食\n\n两份资料里都没有提到生日派对，所以我没法告诉您。',
      'refusal',
    ],
    [
      '好问题！我来说说我是怎么查的：我看了高尔夫球场的会员手册和球场规则。会员手册讲的是入会流程，球场规则讲的是着装和开球时间。电动球车的事，两份里都没说，我不想随便猜。',
      'refusal',
    ],
    [
      '好的，我一步一步说明。我看了动物园的游园指南和活动页面。游园指南写的是开放时间和地图，活动页面讲的是喂食活动。至于有没有夜间游览，哪里都没有写。',
      'refusal',
    ],
    ['我说一下我的思路：我查了价目表，球道每小时240元。', 'answer'],
    ['好的，我一步一步说明。合唱团的简介写着每周二晚上7点排练。会费没有写。', 'partial'],
  ],
};

kindsInEachLanguage('round 10, a narrated search', NARRATED_SEARCH);

// The end of a narrated search over the sources read: nowhere in them, in neither of them, only X mentioned. A
// quantifier over places in the world ("on ne peut fumer nulle part", "em nenhum dos barcos") keeps its claim.
const NOWHERE_IN_THE_SOURCES: KindTable = {
  en: [
    ["I checked the locksmith's price list and FAQ. That figure isn't in either of them, I'm afraid.", 'refusal'],
    [
      'The chimney sweep leaflet is all about annual inspections. Neither of them gives a price for soot removal.',
      'refusal',
    ],
    ['Neither of the two locksmiths works on Sundays.', 'answer'],
  ],
  de: [
    [
      'Im Kursheft der Sprachschule werden nur Englisch, Spanisch und Französisch erwähnt, von Japanisch ist nirgends die Rede.',
      'refusal',
    ],
    ['Zum Prüfungstermin steht in keinem der beiden Dokumente etwas.', 'refusal'],
    ['Im Kursheft werden nur Englisch und Spanisch erwähnt, die Kurse kosten 180 € im Monat.', 'answer'],
  ],
  fr: [
    ["J'ai lu la brochure de l'école de langues. À aucun endroit les cours du soir ne sont mentionnés.", 'refusal'],
    ["Le tarif du ramonage, je ne l'ai trouvé nulle part.", 'refusal'],
    ["La description du cours qu'on m'a donnée présente la méthode. Ce point n'y est pas traité.", 'refusal'],
    ["Il n'y est question que des cours d'anglais et d'espagnol ; rien sur le japonais.", 'refusal'],
    ['On ne peut fumer nulle part dans le zoo.', 'answer'],
    ["Il n'est question que de 12 places par groupe.", 'answer'],
  ],
  pt: [
    ['Li o folheto da escola de idiomas. Em nenhuma das páginas aparece curso de japonês.', 'refusal'],
    ['O preço da limpeza de chaminé não encontrei em lugar nenhum.', 'refusal'],
    [
      'Conferi a tabela de preços e o regulamento. Nenhum dos dois fala especificamente de aulas particulares.',
      'refusal',
    ],
    ['Nenhum dos dois instrutores fala realmente bem espanhol.', 'answer'],
    ['Em nenhum dos barcos é permitido fumar.', 'answer'],
    ['O curso custa R$ 380 por mês. Já o número de vagas não encontrei em lugar nenhum.', 'partial'],
  ],
  it: [
    ['Ho letto il regolamento e il listino. Di corsi serali non c’è scritto niente.', 'refusal'],
    ['Non si può fumare da nessuna parte nello zoo.', 'answer'],
  ],
  zh: [
    ['我说一下我的判断过程：我查了语言学校的简章。手头的资料只涉及报名流程，没有考试时间的信息。', 'refusal'],
    ['价目表讲的是每节课150元。', 'answer'],
  ],
};

kindsInEachLanguage('round 10, nowhere in the sources read', NOWHERE_IN_THE_SOURCES);

// Casual declines (class R) in French and Portuguese: the assistant's own notes lack it, with the subject dropped;
// a link after it is a next step. A value after it keeps a claim.
const CASUAL_DECLINES: KindTable = {
  fr: [
    ['pas dans mes infos. voir ecole-langues.example/horaires', 'refusal'],
    ["c'est pas dans mes fiches dsl", 'refusal'],
    ['infos introuvables de mon côté', 'refusal'],
    ['pas dans mes infos. le cours du soir commence à 19 h', 'partial'],
    ['Les clés sont introuvables dans mes poches.', 'answer'],
  ],
  pt: [
    ['não tá nos meus docs. olha escola-idiomas.example/turmas', 'refusal'],
    ['tô sem essa info, foi mal', 'refusal'],
    ['sei lá', 'refusal'],
    ['não tá nos meus docs. a aula começa às 19h', 'partial'],
    ['Nem sei por onde começar: a aula custa R$ 90.', 'answer'],
  ],
};

kindsInEachLanguage('round 10, casual declines', CASUAL_DECLINES);

// Bullets labelled with a source the answer named before the list describe that source; a bullet with a value
// answers, and a label the answer never named is read as usual.
const SOURCE_LABELLED_BULLETS: KindTable = {
  en: [
    [
      'I checked the price list and the house rules.\n\n- Price list: lane hire and shoe rental\n- House rules: footwear and food\n\nNeither of them mentions parties.',
      'refusal',
    ],
    [
      'I checked the price list and the house rules.\n\n- Price list: lanes £24 an hour\n- House rules: footwear and food\n\nNeither of them mentions parties.',
      'partial',
    ],
    [
      "I couldn't find the party package.\n\n- Shoes: included with every lane\n- Food: allowed at the tables",
      'partial',
    ],
  ],
  pt: [
    [
      'Conferi a página de cursos e a tabela de preços.\n\n- Página de cursos: inglês e espanhol\n- Tabela de preços: matrícula e mensalidades\n\nNão encontrei nada sobre japonês.',
      'refusal',
    ],
  ],
};

kindsInEachLanguage('round 10, source-labelled bullets', SOURCE_LABELLED_BULLETS);
