import { describe, expect, test } from 'vitest';
import { kindsInEachLanguage } from './__fixtures__/kinds-in-each-language.js';
import { classifyRefusal, type RefusalDecision } from './refusal.js';

type Kind = RefusalDecision['kind'];
type Romance = 'es' | 'pt' | 'it' | 'fr';

// Heuristic rules, round 3, Romance languages: terse and formatted declines (a bold label, a bullet list of fields
// "not stated", an emoji, a spoken "oops"), written before the rules for them, beside answers of the same shape
// that state facts ("Not available in size XL" is about the world; "Sí, hay aparcamiento." makes a decline partial).
// Classes: a label before a colon; "not stated" fields; "that I don't have" with a fronted demonstrative (the first
// person singular: "we don't have it" is the company's stock); "not available" only alone or in the sources.
const TERSE: Record<Romance, [string, Kind][]> = {
  es: [
    ['**Respuesta:** No disponible en la documentación.', 'refusal'],
    ['No lo encuentro 😕. ¿Puedes reformular la pregunta?', 'refusal'],
    ['Ups, esto no lo tengo. Pregunta en recepción.', 'refusal'],
    ['- Precio: no indicado\n- Horario: no indicado', 'refusal'],
    ['No tengo ni idea, la verdad. Mejor pregunta en el mostrador.', 'refusal'],
    ['Información no disponible.', 'refusal'],
    ['Nada que ver con lo que tengo en los documentos, lo siento.', 'refusal'],
    ['Sí, hay aparcamiento. Sobre el precio no tengo datos.', 'partial'],
    ['No disponible en talla XL.', 'answer'],
    ['Esto no lo tenemos en tienda.', 'answer'],
    ['Eso no lo tenemos.', 'answer'],
  ],
  pt: [
    ['**Resposta:** Não disponível na documentação.', 'refusal'],
    ['Não encontro isso 😕. Pode reformular a pergunta?', 'refusal'],
    ['Ops, isso eu não tenho. Pergunte na recepção.', 'refusal'],
    ['- Preço: não informado\n- Horário: não informado', 'refusal'],
    ['Informação não disponível.', 'refusal'],
    ['Sim, há estacionamento. Sobre o preço não tenho dados.', 'partial'],
    ['Não disponível no tamanho GG.', 'answer'],
  ],
  it: [
    ['**Risposta:** Non disponibile nella documentazione.', 'refusal'],
    ['Non lo trovo 😕. Puoi riformulare la domanda?', 'refusal'],
    ["Ops, questo non ce l'ho. Chiedi alla reception.", 'refusal'],
    ['- Prezzo: non indicato\n- Orario: non indicato', 'refusal'],
    ['Informazione non disponibile.', 'refusal'],
    ["Sì, c'è il parcheggio. Sul prezzo non ho dati.", 'partial'],
    ['Non disponibile nella taglia XL.', 'answer'],
    ["Questo non ce l'abbiamo in negozio.", 'answer'],
  ],
  fr: [
    ['**Réponse :** Non disponible dans la documentation.', 'refusal'],
    ['Je ne le trouve pas 😕. Pouvez-vous reformuler la question ?', 'refusal'],
    ["Oups, ça je ne l'ai pas. Demandez à l'accueil.", 'refusal'],
    ['Aucune idée, honnêtement. Le mieux est de demander au comptoir.', 'refusal'],
    ["Oui, il y a un parking. Pour le prix, je n'ai pas de données.", 'partial'],
    ['Non disponible en taille XL.', 'answer'],
  ],
};

// Fragments with no stop word of their language are read as English by detection (docs/refusals.md, "Detection"):
// they are checked with the language given, as a user passes it.
const FRAGMENTS: Record<Romance, [string, Kind][]> = {
  es: [['No consta.', 'refusal']],
  fr: [
    ['- Prix : non indiqué\n- Horaires : non indiqués', 'refusal'],
    ['Information non disponible.', 'refusal'],
  ],
  pt: [],
  it: [],
};

// Partial answers in the shapes the round-3 rules read as declines or next steps (a fronted topic, a third party who
// can help, a description of the sources, an offer), each with a claim about the question beside it: a claim keeps
// the answer partial, whatever the decline looks like.
const PARTIALS: Record<Romance, [string, Kind][]> = {
  es: [
    ['El curso empieza el lunes. Sobre el precio no tengo información.', 'partial'],
    ['No sé si hay descuento para grupos. Puedes pagar con tarjeta o en efectivo.', 'partial'],
    [
      'No encuentro el plazo exacto, pero la solicitud se hace en la sede electrónica del Ayuntamiento de Sevilla.',
      'partial',
    ],
    ['Sobre las mascotas no tengo datos; la piscina está cerrada en agosto.', 'partial'],
    ['No puedo confirmarte la fecha. La recepción puede ayudarte y abre a las 8.', 'partial'],
    ['Para grupos, la entrada es gratuita. No tengo información sobre los horarios.', 'partial'],
    ['Eso no lo sé, pero la tienda está en la calle Mayor.', 'partial'],
    ['La guía no menciona el parking. El museo está junto a la estación de Atocha.', 'partial'],
    ['Si quieres, te explico cómo renovar. El carné cuesta 10 euros, y no sé si hay descuentos.', 'partial'],
  ],
  pt: [
    ['O curso começa na segunda. Sobre o preço não tenho informações.', 'partial'],
    ['Não sei se há desconto para grupos. Você pode pagar com cartão ou em dinheiro.', 'partial'],
    ['Não encontrei o prazo exato, mas o pedido é feito no portal da Prefeitura de Curitiba.', 'partial'],
    ['Sobre os animais não tenho dados; a piscina fecha em agosto.', 'partial'],
    ['Isso eu não sei, mas a loja fica na Rua Augusta.', 'partial'],
    ['O guia não menciona o estacionamento. O museu fica ao lado da estação da Luz.', 'partial'],
  ],
  it: [
    ['Il corso inizia lunedì. Sul prezzo non ho informazioni.', 'partial'],
    ["Non so se c'è uno sconto per i gruppi. Puoi pagare con carta o in contanti.", 'partial'],
    ['Non ho trovato la scadenza esatta, ma la domanda si fa sul portale del Comune di Bologna.', 'partial'],
    ['Sugli animali non ho dati; la piscina chiude ad agosto.', 'partial'],
    ['Questo non lo so, ma il negozio è in via Roma.', 'partial'],
    ['La guida non menziona il parcheggio. Il museo è accanto alla stazione Termini.', 'partial'],
  ],
  fr: [
    ["Le cours commence lundi. Pour le prix, je n'ai pas d'information.", 'partial'],
    ["Je ne sais pas s'il y a une réduction pour les groupes. Vous pouvez payer par carte ou en espèces.", 'partial'],
    ["Je n'ai pas trouvé le délai exact, mais la demande se fait sur le portail de la Mairie de Lyon.", 'partial'],
    ["Pour les animaux, je n'ai pas de données ; la piscine ferme en août.", 'partial'],
    ['Ça, je ne le sais pas, mais la boutique est rue de la République.', 'partial'],
    ['Le guide ne mentionne pas le parking. Le musée est à côté de la gare de Lyon.', 'partial'],
  ],
};

kindsInEachLanguage('round 3 Romance partial answers stay partial', PARTIALS);

// Other verbs for the same shapes, written before the rules for them: finding ("no localizo", "non individuo"),
// the sources omitting, passing over or staying silent on X, "making no mention", and the question as "that case";
// beside verbs of the world with the same subjects ("El reglamento no contempla descuentos").
const VERBS: Record<Romance, [string, Kind][]> = {
  es: [
    ['No localizo ese dato en los documentos.', 'refusal'],
    ['No logro dar con la fecha de la inscripción.', 'refusal'],
    ['No tengo claro si el bono incluye el autobús.', 'refusal'],
    ['Los documentos omiten ese punto.', 'refusal'],
    ['Las bases del concurso no hacen mención al premio de consolación.', 'refusal'],
    ['Los textos no aportan datos sobre la accesibilidad.', 'refusal'],
    ['El reglamento no contempla ese caso.', 'refusal'],
    ['No veo nada sobre eso en lo que me has pasado.', 'refusal'],
    ['El reglamento no contempla descuentos para grupos.', 'answer'],
    ['El seguro no contempla ese caso.', 'answer'],
  ],
  pt: [
    ['Não localizei esse dado nos documentos.', 'refusal'],
    ['Não tenho certeza se o passe inclui o ônibus.', 'refusal'],
    ['Os documentos omitem esse ponto.', 'refusal'],
    ['O edital não faz menção ao prêmio de consolação.', 'refusal'],
    ['Os textos não trazem dados sobre acessibilidade.', 'refusal'],
    ['Não vejo nada sobre isso no que você me passou.', 'refusal'],
    ['O edital não prevê isenção da taxa.', 'answer'],
  ],
  it: [
    ['Non individuo questo dato nei documenti.', 'refusal'],
    ["Non sono sicuro che l'abbonamento includa l'autobus.", 'refusal'],
    ['I documenti omettono questo punto.', 'refusal'],
    ['Il bando non fa cenno al premio di consolazione.', 'refusal'],
    ["I testi non forniscono dati sull'accessibilità.", 'refusal'],
    ['Non vedo nulla su questo in ciò che mi hai passato.', 'refusal'],
    ["Il bando non prevede l'esonero dalla tassa.", 'answer'],
  ],
  fr: [
    ['Je ne repère pas cette donnée dans les documents.', 'refusal'],
    ["Je ne suis pas sûr que l'abonnement inclue le bus.", 'refusal'],
    ['Les documents passent ce point sous silence.', 'refusal'],
    ['Le règlement du concours ne fait pas mention du prix de consolation.', 'refusal'],
    ["Les textes ne donnent aucun détail sur l'accessibilité.", 'refusal'],
    ["Je ne vois rien à ce sujet dans ce que vous m'avez transmis.", 'refusal'],
    ['Les documents restent muets sur ce point.', 'refusal'],
    ['Le règlement ne prévoit pas de remise pour les groupes.', 'answer'],
  ],
};

kindsInEachLanguage('round 3 Romance verbs of the decline shapes', VERBS);

// One decline of each kind a support assistant writes (an offer after "if it helps", a named leaflet that does not
// clarify, out of scope with where to go, a search narrated then "nothing about X" and a list of topics, declining to
// answer blindly, no access with where to check, a source lead, "no idea" with an address, a topic before the
// sources), in a student residence, written before the rules for them; beside claims of the same shapes.
const KINDS: Record<Romance, [string, Kind][]> = {
  es: [
    [
      'Perdona, no tengo nada sobre alquiler de patines. Si te sirve, puedo contarte cómo funciona el préstamo de bicis.',
      'refusal',
    ],
    ['El folleto de la piscina no lo aclara.', 'refusal'],
    [
      'Eso ya se sale de lo que te puedo contestar. Para tu caso concreto, lo mejor es pedir cita en la oficina de extranjería.',
      'refusal',
    ],
    ['En la normativa del colegio no se dice nada de eso.', 'refusal'],
    [
      'He mirado el reglamento de la residencia, pero no viene nada sobre visitas nocturnas.\n\nTe puedo ayudar con:\n- horarios de comedor\n- lavandería',
      'refusal',
    ],
    ['El manual de la lavadora no habla de ese programa, así que prefiero no darte una respuesta a ciegas.', 'refusal'],
    ['Lo siento, no tengo acceso a tu expediente. Puedes consultarlo en la secretaría virtual.', 'refusal'],
    ['Con los apuntes que me has pasado no se puede saber.', 'refusal'],
    ['Ni idea, la verdad. Escribe a info@ejemplo-residencia.es y te lo dirán.', 'refusal'],
    ['Sobre los horarios de verano, las páginas que he consultado no dicen nada.', 'refusal'],
    ['He leído que el museo abre los lunes.', 'answer'],
    ['No tenemos nada de stock en esa talla.', 'answer'],
    ['He revisado el contrato y no aparece la fianza, pero la renta es de 700 euros.', 'partial'],
  ],
  it: [
    [
      'Scusa, non ho nulla sul noleggio dei pattini. Se ti è utile, posso spiegarti come funziona il prestito delle bici.',
      'refusal',
    ],
    ["L'opuscolo della piscina non lo chiarisce.", 'refusal'],
    [
      "Questo esce da ciò che posso risponderti. Per il tuo caso specifico, è meglio prendere un appuntamento all'ufficio immigrazione.",
      'refusal',
    ],
    ['Nel regolamento della scuola non si dice nulla a riguardo.', 'refusal'],
    [
      "Ho letto il regolamento della residenza, ma non c'è niente sulle visite notturne.\n\nPosso aiutarti con:\n- orari della mensa\n- lavanderia",
      'refusal',
    ],
    [
      'Il manuale della lavatrice non parla di quel programma, quindi preferisco non darti una risposta a caso.',
      'refusal',
    ],
    ['Mi spiace, non ho accesso al tuo fascicolo. Puoi consultarlo nella segreteria online.', 'refusal'],
    ['Con gli appunti che mi hai passato non si può sapere.', 'refusal'],
    ['Non ne ho idea, sinceramente. Scrivi a info@esempio-residenza.it e te lo diranno.', 'refusal'],
    ['Sugli orari estivi, le pagine che ho consultato non dicono nulla.', 'refusal'],
    ['Non abbiamo niente di vegano nel menù.', 'answer'],
  ],
  pt: [
    [
      'Desculpa, não tenho nada sobre aluguel de patins. Se ajudar, posso contar como funciona o empréstimo de bicicletas.',
      'refusal',
    ],
    ['O folheto da piscina não esclarece isso.', 'refusal'],
    [
      'Isso já foge do que eu posso responder. Para o seu caso, o melhor é agendar um atendimento na Polícia Federal.',
      'refusal',
    ],
    ['No regulamento da escola não se diz nada sobre isso.', 'refusal'],
    [
      'Li o regulamento da residência, mas não tem nada sobre visitas noturnas.\n\nPosso ajudar com:\n- horários do refeitório\n- lavanderia',
      'refusal',
    ],
    ['O manual da máquina não fala desse programa, então prefiro não te dar uma resposta no escuro.', 'refusal'],
    ['Desculpe, não tenho acesso ao seu histórico escolar. Você pode consultá-lo na secretaria online.', 'refusal'],
    ['Com as anotações que você me passou não dá para saber.', 'refusal'],
    [
      'Não faço a menor ideia, sinceramente. Escreva para info@exemplo-residencia.com.br que eles respondem.',
      'refusal',
    ],
    ['Sobre os horários de verão, as páginas que consultei não dizem nada.', 'refusal'],
    ['Li que o museu abre às segundas.', 'answer'],
  ],
  fr: [
    [
      "Désolé, je n'ai rien sur la location de patins. Si ça peut aider, je peux vous expliquer le prêt de vélos.",
      'refusal',
    ],
    ['La brochure de la piscine ne le précise pas.', 'refusal'],
    [
      'Cela dépasse ce que je peux vous dire. Pour votre cas précis, le mieux est de prendre rendez-vous à la préfecture.',
      'refusal',
    ],
    ["Dans le règlement de l'école, rien n'est dit à ce sujet.", 'refusal'],
    [
      "J'ai lu le règlement de la résidence, mais il n'y a rien sur les visites de nuit.\n\nJe peux vous aider pour :\n- les horaires de la cantine\n- la laverie",
      'refusal',
    ],
    [
      'Le manuel de la machine ne parle pas de ce programme, donc je préfère ne pas vous répondre au hasard.',
      'refusal',
    ],
    ["Désolé, je n'ai pas accès à votre dossier. Vous pouvez le consulter sur l'espace en ligne.", 'refusal'],
    ["Avec les notes que vous m'avez transmises, on ne peut pas savoir.", 'refusal'],
    ['Aucune idée, franchement. Écrivez à info@exemple-residence.fr, ils vous répondront.', 'refusal'],
    ["Sur les horaires d'été, les pages que j'ai consultées ne disent rien.", 'refusal'],
    ["Il n'y a rien sur place pour manger.", 'answer'],
  ],
};

kindsInEachLanguage('round 3 Romance decline kinds, a residence', KINDS);

// The formal register of a public office, written before the rules for it (European Portuguese among them): "I
// inform you that ...", "it has not been possible for me to ...", advice followed by "since I do not have that
// figure"; beside formal claims of the same frames.
const FORMAL: Record<Romance, [string, Kind][]> = {
  pt: [
    [
      'Lamentamos, mas não dispomos dessa informação. Poderá contactar os nossos serviços através da linha de apoio.',
      'refusal',
    ],
    ['Não consigo precisar essa data com base nos documentos que me foram facultados.', 'refusal'],
    ['Infelizmente, a documentação disponibilizada não refere esse ponto.', 'refusal'],
    ['Não sei dizer-lhe ao certo. Sugiro que confirme junto da secretaria.', 'refusal'],
    ['Essa informação não se encontra nos documentos.', 'refusal'],
    ['Não me foi possível encontrar essa informação.', 'refusal'],
    ['Lamentamos informar que o voo foi cancelado.', 'answer'],
  ],
  es: [
    ['Le informo de que no disponemos de esa información en este momento.', 'refusal'],
    ['Lamentamos comunicarle que la documentación facilitada no recoge ese extremo.', 'refusal'],
    ['No me ha sido posible localizar esa información.', 'refusal'],
    ['Le sugiero que lo confirme directamente con la secretaría, ya que no dispongo de ese dato.', 'refusal'],
    ['Le informo de que el horario cambia en verano.', 'answer'],
    ['Le sugiero reservar, ya que no hay plazas libres los sábados.', 'answer'],
  ],
  it: [
    ['La informo che al momento non disponiamo di questa informazione.', 'refusal'],
    ['Non mi è stato possibile reperire questa informazione.', 'refusal'],
    ['La documentazione fornita non riporta tale dato.', 'refusal'],
    ['Le suggerisco di verificarlo direttamente con la segreteria, poiché non dispongo di questo dato.', 'refusal'],
    ['La informo che il museo apre alle 9.', 'answer'],
  ],
  fr: [
    ['Je me permets de vous indiquer que nous ne disposons pas de cette information.', 'refusal'],
    ["Il ne m'a pas été possible de trouver cette information.", 'refusal'],
    ['La documentation transmise ne fait pas état de ce point.', 'refusal'],
    ['Je vous invite à vérifier directement auprès du secrétariat, car je ne dispose pas de cette donnée.', 'refusal'],
    ['Je vous invite à réserver, car les places sont limitées.', 'answer'],
  ],
};

kindsInEachLanguage('round 3 Romance formal declines', FORMAL);

// Answers that open with the frames the round-3 lead-ins strip (a fronted topic, a demonstrative, "for members",
// "that is why", "to tell the truth", the question restated before a colon) and go on to state a fact: claims.
const FACTS: Record<Romance, [string, Kind][]> = {
  es: [
    ['Sobre las devoluciones, no se aceptan productos abiertos. El plazo general es de 30 días.', 'answer'],
    ['Eso no lo cubre la garantía: los daños por agua quedan excluidos.', 'answer'],
    ['Para socios no hay cuota de inscripción, y la mensualidad es de 25 euros.', 'answer'],
    ['Lamentablemente no hay plazas libres para el turno de tarde.', 'answer'],
    ['Por eso no se permiten mascotas en las habitaciones.', 'answer'],
    ['Como socio, no pagas la entrada a las exposiciones temporales.', 'answer'],
    ['La verdad es que el curso no tiene examen final.', 'answer'],
    ['Respecto a tu pregunta: no, el gimnasio no abre los domingos.', 'answer'],
    ['No, no necesitas cita previa. Puedes ir directamente a la oficina.', 'answer'],
    ['El folleto indica que no se puede fumar en el recinto.', 'answer'],
  ],
  pt: [
    ['Sobre as devoluções, não se aceitam produtos abertos. O prazo geral é de 30 dias.', 'answer'],
    ['Isso a garantia não cobre: danos por água ficam excluídos.', 'answer'],
    ['Para sócios não há taxa de inscrição.', 'answer'],
    ['Quanto à sua pergunta: não, a academia não abre aos domingos.', 'answer'],
    ['O folheto indica que não é permitido fumar no recinto.', 'answer'],
  ],
  it: [
    ['Sui resi, non si accettano prodotti aperti. Il termine è di 30 giorni.', 'answer'],
    ['Questo la garanzia non lo copre: i danni da acqua sono esclusi.', 'answer'],
    ["Per i soci non c'è quota di iscrizione.", 'answer'],
    ['Riguardo alla tua domanda: no, la palestra non apre la domenica.', 'answer'],
    ['Il volantino indica che non si può fumare nella struttura.', 'answer'],
  ],
  fr: [
    ['Pour les retours, les produits ouverts ne sont pas acceptés. Le délai est de 30 jours.', 'answer'],
    ['Cela, la garantie ne le couvre pas : les dégâts des eaux sont exclus.', 'answer'],
    ["Pour les adhérents, il n'y a pas de frais d'inscription.", 'answer'],
    ["Concernant votre question : non, la salle n'ouvre pas le dimanche.", 'answer'],
    ["La brochure indique qu'il est interdit de fumer dans l'enceinte.", 'answer'],
  ],
};

describe.each(Object.entries(FACTS))(
  'round 3 Romance lead-in frames before a fact stay answers: %s',
  (language, rows) => {
    test.each(rows)('%s -> %s', (answer, kind) => {
      expect(classifyRefusal(answer, { language: language as Romance }).kind).toBe(kind);
      expect(classifyRefusal(answer).kind).toBe(kind);
    });
  },
);

// A claim with a finite verb or a number before the comma or colon is no fronted topic: the decline after it does
// not make the answer a refusal ("El parking es gratis, no sé lo del fin de semana").
const CLAIM_FIRST: Record<Romance, string[]> = {
  fr: [
    'Le parking est gratuit, je ne sais pas pour le week-end.',
    "L'entrée coûte 5 €, je ne sais pas s'il y a une réduction.",
  ],
  es: [
    'El parking es gratis, no sé lo del fin de semana.',
    'La entrada cuesta 5 euros, no sé si hay descuento.',
    'El precio es 5 euros: no sé si incluye el IVA.',
    'El museo es gratis: no sé lo de las visitas guiadas.',
    'Para grupos de 20 personas, te recomiendo reservar. No sé el precio.',
  ],
  pt: ['O estacionamento é grátis, não sei do fim de semana.', 'A entrada custa 5 reais, não sei se há desconto.'],
  it: ['Il parcheggio è gratuito, non so per il fine settimana.', "L'ingresso costa 5 euro, non so se c'è uno sconto."],
};

describe.each(Object.entries(CLAIM_FIRST))(
  'round 3 Romance: a claim before the comma is not stripped: %s',
  (language, rows) => {
    test.each(rows)('%s is not a refusal', (answer) => {
      expect(classifyRefusal(answer, { language: language as Romance }).kind).not.toBe('refusal');
      expect(classifyRefusal(answer).kind).not.toBe('refusal');
    });
  },
);

// A last batch written after the rules above and measured before any change (town services: 37 of 42 right): the
// misses were a spoken interjection ("Ih,", "Eh,") and a whether-clause fronted before "I don't know" ("se vale per
// il treno non lo so"), now read; beside conditionals of the same shape that state a fact ("Se piove, non si tiene
// il mercato").
const TOWN: Record<Romance, [string, Kind][]> = {
  es: [
    ['No tengo datos sobre el horario de la piscina cubierta en invierno.', 'refusal'],
    ['La web del ayuntamiento que me has pasado no dice cuándo se recoge el cartón.', 'refusal'],
    ['Uy, eso no lo sé. Pregunta mejor en el punto limpio.', 'refusal'],
    ['No encuentro en el reglamento nada sobre bicicletas en el patio.', 'refusal'],
    ['No sabría decirte si el bono joven sirve para el tren.', 'refusal'],
    ['Con la información que tengo no puedo saber si hay ascensor.', 'refusal'],
    ['Lo siento, esa pregunta no la puedo responder. ¿Te ayudo con otra cosa?', 'refusal'],
    ['Esa información no viene en el programa de fiestas.', 'refusal'],
    ['No, el punto limpio no abre los domingos.', 'answer'],
    ['El bono joven cuesta 20 euros al mes; si sirve para el tren, no lo sé.', 'partial'],
    ['El cartón se recoge los martes y jueves.', 'answer'],
    ['Hay ascensor en la entrada principal. Del parking no tengo información.', 'partial'],
    ['Si llueve, no se celebra el mercado.', 'answer'],
    ['Eh, no se admiten perros.', 'answer'],
  ],
  pt: [
    ['Não tenho dados sobre o horário da piscina coberta no inverno.', 'refusal'],
    ['O site da prefeitura que você me passou não diz quando o papelão é recolhido.', 'refusal'],
    ['Ih, isso eu não sei. Melhor perguntar no ecoponto.', 'refusal'],
    ['Não saberia dizer se o passe jovem vale para o trem.', 'refusal'],
    ['Com as informações que tenho não consigo saber se há elevador.', 'refusal'],
    ['Desculpe, essa pergunta eu não consigo responder. Posso ajudar com outra coisa?', 'refusal'],
    ['Essa informação não vem no programa da festa.', 'refusal'],
    ['Não, o ecoponto não abre aos domingos.', 'answer'],
    ['O passe jovem custa 20 reais por mês; se vale para o trem, não sei.', 'partial'],
    ['Se chover, não há feira.', 'answer'],
  ],
  it: [
    ["Non ho dati sull'orario della piscina coperta in inverno.", 'refusal'],
    ['Il sito del comune che mi hai passato non dice quando si ritira il cartone.', 'refusal'],
    ["Eh, questo non lo so. Chiedi piuttosto all'isola ecologica.", 'refusal'],
    ['Non trovo nel regolamento nulla sulle biciclette in cortile.', 'refusal'],
    ["Non saprei dirti se l'abbonamento giovani vale anche per il treno.", 'refusal'],
    ["Con le informazioni che ho non riesco a sapere se c'è l'ascensore.", 'refusal'],
    ['Mi dispiace, a questa domanda non so rispondere. Posso aiutarti in altro?', 'refusal'],
    ["Questa informazione non c'è nel programma della festa.", 'refusal'],
    ["No, l'isola ecologica non apre la domenica.", 'answer'],
    ["L'abbonamento giovani costa 20 euro al mese; se vale per il treno non lo so.", 'partial'],
    ['Se piove, non si tiene il mercato.', 'answer'],
    ['Eh, non si accettano cani.', 'answer'],
  ],
  fr: [
    ["Je n'ai pas de données sur les horaires de la piscine couverte en hiver.", 'refusal'],
    ["Le site de la mairie que vous m'avez transmis n'indique pas quand le carton est ramassé.", 'refusal'],
    ['Ah, ça je ne sais pas. Demandez plutôt à la déchetterie.', 'refusal'],
    ['Je ne trouve rien dans le règlement sur les vélos dans la cour.', 'refusal'],
    ['Je ne saurais pas vous dire si la carte jeune est valable pour le train.', 'refusal'],
    ["Avec les informations dont je dispose, je ne peux pas savoir s'il y a un ascenseur.", 'refusal'],
    ['Désolé, je ne peux pas répondre à cette question. Puis-je vous aider autrement ?', 'refusal'],
    ['Cette information ne figure pas dans le programme de la fête.', 'refusal'],
    ["Non, la déchetterie n'ouvre pas le dimanche.", 'answer'],
    ['La carte jeune coûte 20 € par mois ; pour le train, je ne sais pas.', 'partial'],
    ["S'il pleut, le marché n'a pas lieu.", 'answer'],
  ],
};

kindsInEachLanguage('round 3 Romance declines, town services', TOWN);

kindsInEachLanguage('round 3 Romance terse declines', TERSE);

describe.each(Object.entries(FRAGMENTS).filter(([, rows]) => rows.length > 0))(
  'round 3 Romance fragments with the language given: %s',
  (language, rows) => {
    test.each(rows)('%s -> %s', (answer, kind) => {
      const decision = classifyRefusal(answer, { language: language as Romance });
      expect(decision.kind, decision.reason).toBe(kind);
    });
  },
);
