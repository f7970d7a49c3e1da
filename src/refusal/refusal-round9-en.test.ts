/**
 * Refusal classes of round 9 owned by one branch, in every shipped language: a matrix clause of informing, noting or
 * regretting whose complement is the decline (class A), and terse nominal declines, alone or as the value of a
 * labelled field (class F). Each table holds declines of the class and near misses of the same shape that keep their
 * kind: a complement that states a fact, a field whose value is a value.
 */
import { describe } from 'vitest';
import { kindsInEachLanguage, kindsPerShape } from './__fixtures__/kinds-in-each-language.js';
import type { RefusalLanguage } from './refusal.js';

// A: "Please be advised that ...", "Bitte beachten Sie, dass ...", "Veuillez noter que ...", "La informiamo che ...",
// "恐れ入りますが、...", "特此告知，...": the complement is read as the clause.
kindsInEachLanguage('a matrix clause of informing or regretting over a decline', {
  en: [
    ['Please be advised that our archery range handbook does not list the price of a lane for juniors.', 'refusal'],
    ["We regret to inform you that the film lab's price sheet says nothing about slide scanning.", 'refusal'],
    [
      'We would like to inform you that the car-sharing terms we have do not cover trips abroad.\n\nKind regards,\nMember Services',
      'refusal',
    ],
    ['We regret that the opening hours of the sauna on public holidays are not stated in our information.', 'refusal'],
    ['Please be advised that the archery range closes at 6 pm on Sundays.', 'answer'],
    ['We regret to inform you that the choir is not taking new tenors this season.', 'answer'],
    ['Kindly note that the carpet cleaning is not available on weekends.', 'answer'],
    ['Kindly note that the documents do not mention the summer concert.', 'refusal'],
    [
      'Please be advised that our documentation does not show the cost of museum-glass framing. Standard framing starts at £40.',
      'partial',
    ],
    [
      'We regret that the information provided does not give the length of the matinee. Tickets are £8 for children.',
      'partial',
    ],
  ],
  de: [
    ['Bitte beachten Sie, dass der Preis für das Einrahmen in unserer Preisliste nicht aufgeführt ist.', 'refusal'],
    [
      'Wir bedauern, Ihnen mitteilen zu müssen, dass unsere Unterlagen keine Angaben zur Saunanutzung an Feiertagen enthalten.',
      'refusal',
    ],
    [
      'Wir möchten Sie darauf hinweisen, dass in den uns vorliegenden Informationen nichts über Auslandsfahrten steht.',
      'refusal',
    ],
    [
      'Hiermit teilen wir Ihnen mit, dass uns zu Dia-Scans keine Informationen vorliegen.\n\nMit freundlichen Grüßen\nIhr Fotolabor',
      'refusal',
    ],
    ['Wir bedauern, Ihnen zur Dauer der Nachmittagsvorstellung keine Auskunft geben zu können.', 'refusal'],
    [
      'Bitte beachten Sie, dass die Dauer der Vorstellung in den Unterlagen nicht angegeben ist. Karten kosten 8 Euro.',
      'partial',
    ],
    [
      'Wir weisen darauf hin, dass unsere Unterlagen zum Jugendtarif nichts sagen. Erwachsene zahlen 12 Euro pro Bahn.',
      'partial',
    ],
    ['Bitte beachten Sie, dass die Bogenschießanlage sonntags um 18 Uhr schließt.', 'answer'],
    ['Wir bedauern, Ihnen mitteilen zu müssen, dass der Chor in dieser Saison keine neuen Tenöre aufnimmt.', 'answer'],
    ['Bitte beachten Sie, dass die Teppichreinigung am Wochenende nicht möglich ist.', 'answer'],
  ],
  es: [
    ['Lamentamos comunicarle que nuestros documentos no indican la duración de la función de tarde.', 'refusal'],
    [
      'Cabe señalar que las condiciones del carsharing que tenemos no dicen nada sobre viajes al extranjero.',
      'refusal',
    ],
    ['Le hacemos saber que el horario de la sauna en días festivos no figura en nuestra información.', 'refusal'],
    ['Tenga en cuenta que el programa no indica la duración de la función. Las entradas cuestan 8 euros.', 'partial'],
    ['Tenga en cuenta que el campo de tiro con arco cierra a las 18:00 los domingos.', 'answer'],
    ['Lamentamos comunicarle que el coro no admite nuevos tenores esta temporada.', 'answer'],
    ['Tenga en cuenta que nuestros documentos no indican el precio del enmarcado con cristal de museo.', 'refusal'],
  ],
  fr: [
    ['Nous avons le regret de vous informer que nos documents ne précisent pas la durée de la matinée.', 'refusal'],
    [
      "Nous tenons à vous signaler que les conditions d'autopartage dont nous disposons ne couvrent pas les trajets à l'étranger.",
      'refusal',
    ],
    ['Sachez que les horaires du sauna les jours fériés ne sont pas indiqués dans nos informations.', 'refusal'],
    ["Veuillez noter que le programme n'indique pas la durée du spectacle. Les billets coûtent 8 euros.", 'partial'],
    ['Veuillez noter que le pas de tir ferme à 18 h le dimanche.', 'answer'],
    ["Nous avons le regret de vous informer que la chorale n'accepte plus de ténors cette saison.", 'answer'],
    ["Veuillez noter que nos documents ne mentionnent pas le prix de l'encadrement sous verre musée.", 'refusal'],
  ],
  pt: [
    ['Salientamos que o horário da sauna nos feriados não consta das nossas informações.', 'refusal'],
    ['Informamos que o programa não indica a duração do espetáculo. Os bilhetes custam 8 euros.', 'partial'],
    ['Gostaríamos de informar que o campo de tiro com arco fecha às 18h aos domingos.', 'answer'],
    ['Esclarecemos que o coro não aceita novos tenores nesta temporada.', 'answer'],
    ['Gostaríamos de informar que não temos informações sobre o valor da moldura com vidro de museu.', 'refusal'],
    ['Esclarecemos que o horário da sala de sauna nos feriados não é mencionado nos documentos.', 'refusal'],
  ],
  it: [
    [
      'Siamo spiacenti di comunicarLe che i nostri documenti non indicano la durata dello spettacolo pomeridiano.',
      'refusal',
    ],
    ["Si fa presente che l'orario della sauna nei giorni festivi non è indicato nelle nostre informazioni.", 'refusal'],
    ['La informiamo che il programma non indica la durata dello spettacolo. I biglietti costano 8 euro.', 'partial'],
    ["La informiamo che il campo di tiro con l'arco chiude alle 18 la domenica.", 'answer'],
    ['Siamo spiacenti di comunicarLe che il coro non accetta nuovi tenori in questa stagione.', 'answer'],
    ['La informiamo che non abbiamo informazioni sul prezzo della cornice con vetro museale.', 'refusal'],
    ["Teniamo a precisare che i documenti non menzionano viaggi all'estero.", 'refusal'],
  ],
  ja: [
    ['恐れ入りますが、額装の料金は当店の料金表に記載がございません。', 'refusal'],
    ['誠に恐縮ではございますが、午後公演の上演時間については資料に記載がございません。', 'refusal'],
    ['カーシェアの規約には海外での利用について記載がないことをお知らせいたします。', 'refusal'],
    ['祝日のサウナの営業時間は、いただいている資料に記載されておりませんことをご了承ください。', 'refusal'],
    ['恐れ入りますが、公演の上演時間は資料に記載がございません。チケットは800円です。', 'partial'],
    ['恐れ入りますが、アーチェリー場は日曜日は18時に閉まります。', 'answer'],
    ['合唱団は今シーズン新しいテノールを募集していないことをお知らせいたします。', 'answer'],
  ],
  zh: [
    ['特此告知，我们的价目表中没有列出博物馆级玻璃装裱的价格。', 'refusal'],
    ['很遗憾地通知您，现有资料中未提及下午场演出的时长。', 'refusal'],
    ['需要说明的是，我们掌握的汽车共享条款并未涉及境外用车。', 'refusal'],
    ['敬请知悉：节假日桑拿的开放时间在现有信息中没有说明。', 'refusal'],
    ['特此告知，射箭场周日18点关门。', 'answer'],
    ['很遗憾地通知您，合唱团本季不再招收男高音。', 'answer'],
    ['特此告知，资料中没有写演出时长。门票是80元。', 'partial'],
  ],
});

// F: "Unknown.", "Preis: unbekannt.", "Nada consta sobre ...", "料金：不明", "无相关信息。": a field's label names what was
// asked, its value declines; a field whose value is a value ("Dogs: not allowed") stays a claim.
kindsInEachLanguage('a terse nominal decline or a labelled unknown field', {
  en: [
    ['Not specified.', 'refusal'],
    ['Unknown.', 'refusal'],
    ['Lane hire for juniors: not stated.', 'refusal'],
    ['Price of slide scanning: unknown.', 'refusal'],
    ['No information available.', 'refusal'],
    ['Sauna hours on public holidays: not given in the sources.', 'refusal'],
    ['Lane hire for juniors: £6 an hour.', 'answer'],
    ['Dogs: not allowed.', 'answer'],
    ['Not on Sundays.', 'answer'],
  ],
  de: [
    ['Nicht angegeben.', 'refusal'],
    ['Leider unbekannt.', 'refusal'],
    ['Preis für Dia-Scans: unbekannt.', 'refusal'],
    ['Öffnungszeiten der Sauna an Feiertagen: keine Angabe.', 'refusal'],
    ['Keine Informationen vorhanden.', 'refusal'],
    ['Bahnmiete für Jugendliche: nicht bekannt.', 'refusal'],
    ['Bahnmiete für Jugendliche: 6 € pro Stunde.', 'answer'],
    ['Hunde: nicht erlaubt.', 'answer'],
    ['Sonntags nicht.', 'answer'],
  ],
  es: [
    ['No especificado en la documentación.', 'refusal'],
    ['Precio del escaneo de diapositivas: no consta.', 'refusal'],
    ['Horario de la sauna en festivos: desconocido.', 'refusal'],
    ['Sin información disponible.', 'refusal'],
    ['Alquiler de calle para jóvenes: 6 € la hora.', 'answer'],
    ['Perros: no admitidos.', 'answer'],
  ],
  fr: [
    ['Non précisé dans la documentation.', 'refusal'],
    ['Prix du scan de diapositives : non communiqué.', 'refusal'],
    ['Horaires du sauna les jours fériés : non renseignés.', 'refusal'],
    ['Aucune information disponible à ce sujet.', 'refusal'],
    ["Location d'un pas de tir pour les jeunes : 6 € de l'heure.", 'answer'],
    ['Chiens : non admis.', 'answer'],
  ],
  pt: [
    ['Não especificado.', 'refusal'],
    ['Preço da digitalização de diapositivos: desconhecido.', 'refusal'],
    ['Nada consta sobre a sauna nos feriados.', 'refusal'],
    ['Horário da sauna nos feriados: não informado.', 'refusal'],
    ['Aluguel de pista para jovens: 6 € por hora.', 'answer'],
    ['Cães: não permitidos.', 'answer'],
  ],
  it: [
    ['Non specificato.', 'refusal'],
    ['Prezzo della scansione delle diapositive: non indicato.', 'refusal'],
    ['Orari della sauna nei festivi: non noti.', 'refusal'],
    ['Nessuna informazione disponibile.', 'refusal'],
    ["Noleggio della corsia per ragazzi: 6 € l'ora.", 'answer'],
    ['Cani: non ammessi.', 'answer'],
  ],
  ja: [
    ['不明です。', 'refusal'],
    ['記載なし。', 'refusal'],
    ['スライドスキャンの料金：不明', 'refusal'],
    ['祝日のサウナ営業時間：記載なし。', 'refusal'],
    ['該当する情報はありません。', 'refusal'],
    ['ジュニアのレーン料金：1時間600円', 'answer'],
    ['ペット：不可。', 'answer'],
  ],
  zh: [
    ['不明。', 'refusal'],
    ['射箭场地租金：不明', 'refusal'],
    ['不详。', 'refusal'],
    ['无相关信息。', 'refusal'],
    ['节假日桑拿关门时间不详', 'refusal'],
    ['幻灯片扫描价格：未知。', 'refusal'],
    ['暂无信息。', 'refusal'],
    ['青少年场地租金：每小时60元', 'answer'],
    ['宠物：不允许。', 'answer'],
  ],
});

// Two words hold no stop word to detect a language by (detection then says English), so these are read with their
// language given.
const TERSE: Partial<Record<RefusalLanguage, [string, 'refusal' | 'answer'][]>> = {
  es: [
    ['Lamentablemente desconocido.', 'refusal'],
    ['Desgraciadamente cerrado.', 'answer'],
  ],
  fr: [
    ['Malheureusement inconnu.', 'refusal'],
    ['Malheureusement complet.', 'answer'],
  ],
  pt: [
    ['Infelizmente desconhecido.', 'refusal'],
    ['Infelizmente esgotado.', 'answer'],
  ],
  it: [
    ['Purtroppo sconosciuto.', 'refusal'],
    ['Purtroppo esaurito.', 'answer'],
  ],
};
for (const [language, rows] of Object.entries(TERSE)) {
  describe(`a two-word terse decline: ${language}`, () => {
    kindsPerShape({ terse: rows }, { language: language as RefusalLanguage });
  });
}

// E and G in English and German: casual or hedged declines ("I don't seem to have ...", "nothing about X comes up in
// ...", "ich find dazu nix, sorry", "Scheint so, als hätte ich dazu nichts", "ob X ist steht da nirgends"), and the
// frame lines around a decline (a closing wish, a bare invitation to ask, a casual sign-off with the team's name, "Wir
// bitten Sie, dies zu entschuldigen"). Near misses: a casual answer with a negation, a wish or sign-off beside a value.
kindsInEachLanguage('a casual decline or a frame line around one', {
  en: [
    ["I don't seem to have the start date for that one.", 'refusal'],
    ["sorry, i don't seem to have anything on the lane fees there", 'refusal'],
    ["Night screenings? That's not in anything I've got, sorry.", 'refusal'],
    ['nah, nothing about deposit refunds comes up in the club rules i have, sorry', 'refusal'],
    ['ngl not sure, nothing about left-handed bows in the docs i have', 'refusal'],
    ["hmm i can't find anything on that tbh", 'refusal'],
    ["I don't seem to have much luck with kites, but the shop opens at 9.", 'answer'],
    ["nah, the sauna doesn't open on Mondays, sorry", 'answer'],
    ["The framing price list doesn't mention museum glass. We apologise for any inconvenience.", 'refusal'],
    ["Our documents don't mention slide scanning. Just ask if there's anything else! Happy snapping ✨", 'refusal'],
    [
      "Sorry, we don't have any details on junior lanes. Give the range a call and they'll sort you out! xx The Arrow Point team",
      'refusal',
    ],
    ["We couldn't find anything about choir auditions in our info. Warmly, the Riverside Singers", 'refusal'],
    [
      "Thanks for asking! The documents don't mention car seats for kids. We appreciate your patience and understanding.",
      'refusal',
    ],
    ["The documents don't mention car seats. Kids under 12 ride free! Warmly, the Wheels Together team", 'partial'],
    ['Lanes are £6 an hour. Warmly, the Arrow Point team', 'answer'],
    ['Happy hour starts at 5 on Fridays.', 'answer'],
    ['Enjoy the show! Doors open at 7:30.', 'answer'],
  ],
  de: [
    ['hm, ich find dazu nix, sorry', 'refusal'],
    ['Scheint so, als hätte ich zu Nachtvorstellungen nichts.', 'refusal'],
    ['scheint so als hätte ich dazu keine infos, sorry 🙈', 'refusal'],
    ['puh, ob die Bahn überdacht ist steht da nirgends.', 'refusal'],
    ['keine ahnung ehrlich gesagt, find da nix drüber', 'refusal'],
    ['hm, die Sauna ist montags zu, sorry', 'answer'],
    ['Zu Dia-Scans liegen uns leider keine Informationen vor. Wir bitten um Ihr Verständnis.', 'refusal'],
    ['Unsere Unterlagen enthalten keine Angaben zu Kindersitzen. Wir bitten Sie, dies zu entschuldigen.', 'refusal'],
    ['Zu Vorsprechterminen haben wir leider keine Infos. Herzlich, Ihr Chor am Fluss', 'refusal'],
    [
      'Zu Jugendbahnen haben wir leider keine Informationen. Ruf uns gern an, dann klären wir das! Euer Team vom Bogenplatz 💛',
      'refusal',
    ],
    [
      'Vielen Dank für Ihre Nachricht! Zu Nachtvorstellungen liegen uns keine Informationen vor. Fragen Sie einfach! Herzliche Grüße, Ihr Puppentheater',
      'refusal',
    ],
    [
      'Zu Kindersitzen liegen uns keine Informationen vor. Kinder unter 12 fahren gratis! Herzlich, Ihr Carsharing-Team',
      'partial',
    ],
    ['Bahnmiete kostet 6 € pro Stunde. Herzlich, Ihr Bogenplatz-Team', 'answer'],
    ['Wir haben nichts gegen Hunde, sie sind willkommen.', 'answer'],
    ['Ob Sie Bögen leihen können? Ja, das steht in der Preisliste: 5 € pro Tag.', 'answer'],
  ],
});

// E and G, continued: "I don't seem to have X" for "I" (not the company's "we"), an empathy line of a chatty bot, German
// declines with the sources in the dative ("Den Unterlagen ist nichts zu entnehmen"), the assistant as experiencer
// ("Dazu sind mir keine Informationen bekannt"), a hedge's verb-last complement ("es scheint, dass ich keine
// Informationen habe"), and an offer that sends the user to a team ("Gerne hilft Ihnen unser Team ... weiter").
kindsInEachLanguage('a hedged decline, an empathy line, a dative source', {
  en: [
    ["I'm afraid I don't seem to have the lane prices.", 'refusal'],
    ["I don't seem to have any pricing for re-stringing in the archery price list.", 'refusal'],
    ["We don't seem to have any lanes free on Saturday, but Sunday is open.", 'answer'],
    [
      "Ooh, we totally get the excitement! 🎈 Unfortunately there's no info on kite festival dates in our documents. Sorry! 😅",
      'refusal',
    ],
    ["Oh, we wish we could help with this one! 🪁 Our documents don't mention stunt kites.", 'refusal'],
    [
      "We totally get the excitement! The kite festival is on 12 July. Parking isn't mentioned in our documents.",
      'partial',
    ],
  ],
  de: [
    ['Tut mir leid, zu den Nachtvorstellungen sind mir keine Informationen bekannt.', 'refusal'],
    ['Den vorliegenden Unterlagen ist kein Preis für Dia-Scans zu entnehmen.', 'refusal'],
    ['Dem Kontext sind keine Angaben zur Saunanutzung an Feiertagen zu entnehmen.', 'refusal'],
    ['Ob Bögen verliehen werden, ist aus den Unterlagen nicht ersichtlich.', 'refusal'],
    ['Entschuldigung, aber es scheint, dass ich keine Informationen über Jugendbahnen habe.', 'refusal'],
    [
      'Vielen Dank für Ihre Anfrage. Zu Dia-Scans liegen uns keine Informationen vor. Gerne hilft Ihnen unser Laborteam unter 089 4521 330 weiter.',
      'refusal',
    ],
    ['Dem Antrag ist eine Kopie des Ausweises beizulegen.', 'answer'],
    ['Ob Sie parken können? Ja, das ist aus dem Lageplan ersichtlich: 20 Plätze.', 'answer'],
    ['Den Unterlagen ist kein Preis für Dia-Scans zu entnehmen. Negative scannen wir für 2 € pro Bild.', 'partial'],
  ],
});
