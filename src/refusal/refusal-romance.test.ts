import { describe, expect, test } from 'vitest';
import { classifyRefusal, type RefusalDecision } from './refusal.js';

type Kind = RefusalDecision['kind'];
type Romance = 'es' | 'pt' | 'it' | 'fr';

// Heuristic rules, round 3 for the Romance languages: clause shapes a decline takes in Spanish, Portuguese, Italian
// and French, each beside answers of the same shape that state facts. Sentences written for these tests (a bike
// share, a vet clinic, a language school, a concert hall, a hotel), not from any probe or benchmark row.
//
// Classes: `topicFirst`: the asked topic fronted as a prepositional phrase before the decline, with or without a
// comma ("Sobre X no tengo información"); `enclitic`: an infinitive of knowing with a pronoun attached ("saberlo",
// "confermarti", "encontrá-la"); `frontedObject`: a demonstrative object before the decline, and a clitic before the
// modal ("Eso no te lo puedo decir"); `adverbLead`: a sentence adverb in -mente/-ment before the decline; `genre`: a
// kind of text (recipe, programme, technical sheet) with a verb of saying, like the named documents; `beyond`: the
// question goes beyond what the assistant can answer; `access`: the assistant cannot look up or access a record;
// `redirect`: after a decline, where to ask or check, with a circumstance first ("for specific cases, ...");
// `contact`: a phone number in the national formats or a bare web domain after a decline; `offer`: an offer to
// tell or explain something else; `guess`: "I would rather not guess"; `passiveNamed`: "whether X is not stated in
// the <document>"; `short`: a two- or three-word decline with no letter only the language writes.
// `notShown`: "X does not appear" with the subject after the verb and no place (the sources are meant);
// `docAdjective`: a named document with an adjective ("the internal rules"); `sourceFrom`: "from the pages I was
// sent" before the decline; `elidedSubject`: "..., but does not say anything about X" after the sources as subject.
// A second batch, written before the rules for it (a university, public transport, insurance): `regret2`: a verb of
// regret or fear governing an infinitive or subjunctive decline; `locativeNone2`: "in the course notes there is
// nothing on X"; `noWay2`: "I have no way to check"; `noneOfTexts2`: none of the timetables I have says X;
// `notInSource2`: X is not in the material I was given; `thirdParty2`: someone else may help you; `noneIn2`: X is in
// none of the documents; `deTopic2`: "of X I know nothing".
// A third batch, written before its rules (a pharmacy, a shop, real-time data): `sourcesAllow3`: the sources do not
// allow knowing X or do not go into that detail; `truthLead3`: "to tell the truth," first; `placeLead3`: "there I
// can't help"; `readingLead3`: "from what I see in the documents,"; `notAware3`: "no me consta"; the rest
// (`interjection3`, `explained3`, `sourceLead3`, `other3`) already held.
// A fourth batch, written before its rules (a swimming pool, a course office; formal and spoken): `restatedQuestion4`:
// the question restated before a colon; `sourcesTopic4`: what the sources are about, after a decline;
// `offerMore4`: "if you need anything else, tell me"; `namedIn4`: "that part is not in the guide" and who may
// clarify; `interjection4`: a spoken opener ("Uf, pues", "Olha", "Guarda", "Alors là"); the rest already held or
// needed a word (`decline4`, `impersonal4`, `other4`).
// A fifth batch in the register of chat assistants, written before its rules: `notEnoughContext5`; `basedOnly5`:
// "based only on the context,"; `provided5`: no information is provided; `roleOnly5`: "as the library's assistant, I
// can only answer questions about X"; `unrelated5`: the question is unrelated to the documents; `nothingIndicates5`;
// `myScope5`: my information is limited to X, so I cannot help with Y.
// A sixth batch, declines explained, written before its rules: `preferNot6`: "I'd rather not answer" and not
// wanting to give wrong data; `knowledgeThem6`: my knowledge rests on the documents, and in them X does not appear;
// `therefore6`: "that is why I cannot confirm it"; `forMe6`: "it is not possible for me to answer"; `noInvent6`:
// "I don't want to make anything up"; `medical6`, `other6` already held.
// `facts`: what must stay a claim or a partial answer.
const CLASSES: Record<Romance, Record<string, [string, Kind][]>> = {
  es: {
    topicFirst: [
      ['Sobre el aparcamiento para bicicletas no tengo información.', 'refusal'],
      ['Respecto a las vacunas del gato no he encontrado nada.', 'refusal'],
      ['Lo de las clases de conversación no lo he visto en los documentos.', 'refusal'],
    ],
    enclitic: [
      ['Con los folletos que tengo no es posible saberlo.', 'refusal'],
      ['No puedo confirmarte si el hotel admite perros.', 'refusal'],
      ['El abono anual cuesta 40 euros. No puedo asegurarte que incluya las bicis eléctricas.', 'partial'],
    ],
    frontedObject: [
      ['Eso no te lo sé decir.', 'refusal'],
      ['No se lo puedo confirmar, lo siento.', 'refusal'],
      ['Esto no lo puedo responder con los documentos de la clínica.', 'refusal'],
    ],
    adverbLead: [
      ['Desgraciadamente, no he encontrado nada sobre el horario de verano.', 'refusal'],
      ['Sinceramente, no lo sé.', 'refusal'],
    ],
    genre: [
      ['La receta no dice cuánto tiempo hay que hornearlo.', 'refusal'],
      ['El programa del festival no menciona el aparcamiento.', 'refusal'],
      ['La ficha técnica no indica el peso de la bici.', 'refusal'],
    ],
    beyond: [
      ['Esa consulta va más allá de lo que puedo responder.', 'refusal'],
      ['Eso se escapa de lo que te puedo decir.', 'refusal'],
    ],
    access: [
      ['No puedo consultar tu historial de alquileres.', 'refusal'],
      ['Lo siento, no tengo acceso a tu ficha de paciente.', 'refusal'],
    ],
    redirect: [
      ['No tengo esos datos. Para reservas de grupo, te recomiendo escribir a la oficina de turismo.', 'refusal'],
      ['No lo sé. Lo puedes comprobar en la aplicación del ayuntamiento.', 'refusal'],
    ],
    contact: [
      ['No lo sé. Llama a recepción al 900 123 456.', 'refusal'],
      ['No encuentro ese dato. Tienes más información en escuela-ejemplo.es.', 'refusal'],
    ],
    offer: [['No encuentro nada sobre eso. Si quieres, puedo explicarte cómo se renueva el abono.', 'refusal']],
    guess: [['La guía no lo menciona, y prefiero no aventurar una respuesta.', 'refusal']],
    passiveNamed: [['Si admiten perros no se indica en el reglamento del hotel.', 'refusal']],
    short: [
      ['No se especifica.', 'refusal'],
      ['No se indica.', 'refusal'],
    ],
    notShown: [
      ['He mirado las tarifas del gimnasio y no aparece el precio de la toalla.', 'refusal'],
      ['No figura la fecha de la excursión. Puedo ayudarte con:\n- horarios\n- precios', 'refusal'],
    ],
    docAdjective: [['El reglamento interno no dice nada de los patinetes.', 'refusal']],
    elidedSubject: [
      ['El folleto indica un precio de 12 euros, pero no dice nada del aparcamiento.', 'partial'],
      ['Las normas solo tratan las reservas, pero no mencionan las mascotas.', 'refusal'],
    ],
    regret2: [
      ['Lamento no poder ayudarte con eso: la información que me diste no habla de becas.', 'refusal'],
      ['Me temo que esa pregunta no la puedo contestar con lo que tengo.', 'refusal'],
      ['Siento no tener esa información. ¿Quieres que te cuente algo sobre las matrículas?', 'refusal'],
    ],
    locativeNone2: [['En los apuntes del curso no aparece nada sobre el examen de septiembre.', 'refusal']],
    noWay2: [['No tengo forma de comprobar el estado de tu solicitud. Te sugiero llamar a secretaría.', 'refusal']],
    noneOfTexts2: [['Ninguno de los horarios que tengo incluye la línea 12.', 'refusal']],
    notInSource2: [['Esa información no figura en el material que me has facilitado.', 'refusal']],
    thirdParty2: [['No sabría decirte. Quizá en la oficina de atención al cliente puedan ayudarte.', 'refusal']],
    noneIn2: [['Perdona, pero eso no lo recoge ninguno de los documentos.', 'refusal']],
    deTopic2: [['La matrícula cuesta 300 euros; de las becas no sé nada.', 'partial']],
    explained3: [
      [
        'No tengo acceso a datos en tiempo real, así que no puedo decirte si hay retrasos hoy. Te recomiendo mirar la web de la compañía.',
        'refusal',
      ],
      ['No dispongo de esa información en este momento.', 'refusal'],
    ],
    sourceLead3: [
      ['Según la información de la que dispongo, no es posible determinar si la farmacia abre en festivo.', 'refusal'],
    ],
    sourcesAllow3: [
      ['Buena pregunta, pero los documentos que me has compartido no entran en ese detalle.', 'refusal'],
      ['Los textos facilitados no permiten saber si el descuento es acumulable.', 'refusal'],
    ],
    interjection3: [['Hmm, no encuentro ninguna referencia a devoluciones de productos personalizados.', 'refusal']],
    truthLead3: [['La verdad es que no lo sé. ¿Te puedo ayudar con otra cosa?', 'refusal']],
    placeLead3: [['Ahí no te puedo ayudar, lo siento: no tengo datos sobre tu cuenta.', 'refusal']],
    readingLead3: [['Por lo que veo en la documentación, no se dice nada sobre el plazo de reembolso.', 'refusal']],
    notAware3: [
      ['No me consta que haya un servicio de recogida a domicilio; mejor confírmalo con la tienda.', 'refusal'],
    ],
    restatedQuestion4: [
      ['Respecto a su pregunta sobre el parking: no dispongo de información suficiente para responderle.', 'refusal'],
    ],
    sourcesTopic4: [
      [
        'La documentación disponible no aborda esta cuestión. Los documentos tratan sobre las tarifas y los horarios de la piscina.',
        'refusal',
      ],
      [
        'No tengo información suficiente para responder a tu pregunta. Los documentos hablan de las inscripciones y de los horarios.',
        'refusal',
      ],
    ],
    offerMore4: [
      ['No hay datos al respecto en los documentos que tengo. Si necesitas algo sobre las clases, dímelo.', 'refusal'],
    ],
    decline4: [
      [
        'Lo siento, pero no puedo proporcionarte esa información. Te sugiero contactar directamente con el centro.',
        'refusal',
      ],
      ['No sabría qué decirte sobre eso.', 'refusal'],
    ],
    impersonal4: [
      ['Según el contexto proporcionado, no se puede saber si el curso es presencial.', 'refusal'],
      ['No está claro en los documentos si la matrícula incluye el seguro.', 'refusal'],
    ],
    namedIn4: [['Disculpa, esa parte no viene en la guía. Quizá la secretaría te lo pueda aclarar.', 'refusal']],
    interjection4: [['Uf, pues de eso no sé nada, la verdad.', 'refusal']],
    notEnoughContext5: [['Lo siento, pero no tengo suficiente contexto para responder a esa pregunta.', 'refusal']],
    basedOnly5: [['Basándome únicamente en el contexto, no puedo determinar cuándo se inauguró el puente.', 'refusal']],
    provided5: [['No se proporciona información sobre el coste del carné de socio.', 'refusal']],
    roleOnly5: [
      ['Como asistente de la biblioteca, solo puedo responder preguntas sobre préstamos y horarios.', 'refusal'],
    ],
    unrelated5: [['Esta pregunta no está relacionada con los documentos que tengo.', 'refusal']],
    nothingIndicates5: [['Nada en los documentos indica que el museo tenga audioguías.', 'refusal']],
    other5: [
      ['No encontré coincidencias para "abono familiar" en la documentación.', 'refusal'],
      ['No dispongo de información actualizada sobre las obras de la línea 3.', 'refusal'],
      ['Esa consulta no tiene respuesta en los textos que me has pasado.', 'refusal'],
    ],
    myScope5: [
      ['Mi información se limita a los horarios de apertura, así que no puedo ayudarte con las tarifas.', 'refusal'],
    ],
    medical6: [['No puedo darte consejo médico. Lo mejor es que lo consultes con tu médico de cabecera.', 'refusal']],
    preferNot6: [
      ['No quiero darte un dato incorrecto, así que prefiero no responder sin la documentación adecuada.', 'refusal'],
    ],
    knowledgeThem6: [
      [
        'Mi conocimiento se basa únicamente en los documentos proporcionados, y en ellos no aparece esa información.',
        'refusal',
      ],
    ],
    therefore6: [['Los documentos no incluyen esa información. Por eso no puedo confirmarlo.', 'refusal']],
    forMe6: [
      ['No tengo constancia de ese trámite.', 'refusal'],
      ['Ese dato no me consta en la documentación.', 'refusal'],
      ['No me es posible responder a eso con la información disponible.', 'refusal'],
    ],
    noInvent6: [['No sabría responderte con seguridad, y no quiero inventarme nada.', 'refusal']],
    facts: [
      ['Por eso no se admiten perros en la terraza.', 'answer'],
      ['No sé el horario exacto. No quiero darte un dato incorrecto, pero creo que abren a las 9.', 'partial'],
      ['Solo puedo reservar mesas para cuatro personas.', 'answer'],
      ['No lo sé. La guía habla de un descuento del 10 % para estudiantes.', 'partial'],
      ['Horario: no abre los lunes.', 'answer'],
      ['No tengo más datos. Los documentos hablan de que el hotel admite perros.', 'partial'],
      ['Sobre el precio no se aplica ningún descuento en verano.', 'answer'],
      ['Para los niños no hay que pagar entrada.', 'answer'],
      ['Eso no está permitido en el recinto.', 'answer'],
      ['El seguro, no cubre daños por agua.', 'answer'],
      ['Desgraciadamente, no se admiten mascotas en el hotel.', 'answer'],
      ['La receta no lleva gluten ni lactosa.', 'answer'],
      ['No puedes acceder al gimnasio sin la tarjeta.', 'answer'],
      ['No podemos consultar su historial por teléfono por motivos de privacidad; hay que ir a la oficina.', 'answer'],
      ['Con la tarifa básica no se incluye el roaming.', 'answer'],
      ['Lo de la fianza no es reembolsable.', 'answer'],
      ['No aparece el nombre del titular en la tarjeta regalo.', 'answer'],
      ['El programa no incluye visitas guiadas.', 'answer'],
      ['La ficha técnica indica un peso de 12 kg.', 'answer'],
      ['Ninguno de los cursos incluye material.', 'answer'],
      ['No, el horario de verano no cambia los sábados.', 'answer'],
      ['La verdad es que el museo cierra los lunes.', 'answer'],
      ['No sé si hay aparcamiento; la entrada cuesta 8 euros.', 'partial'],
      ['No sé si abren los domingos, pero entre semana el horario es de 9 a 21 h.', 'partial'],
      ['El reembolso tarda 14 días. No tengo información sobre los gastos de envío.', 'partial'],
      ['No, los productos personalizados no se pueden devolver.', 'answer'],
      ['No hace falta cita previa para vacunarse.', 'answer'],
      ['Lo siento, pero el descuento no es acumulable con otras ofertas.', 'answer'],
      ['No, el autobús nocturno no para en la plaza Mayor.', 'answer'],
      ['La póliza no cubre la rotura de gafas.', 'answer'],
      ['El hotel admite perros, pero no dice nada más.', 'answer'],
      ['No aparece el botón de pago en la aplicación.', 'answer'],
      ['Sobre el aparcamiento no se cobra nada los domingos.', 'answer'],
      ['El abono cuesta 20 euros. Sobre la tarjeta joven no tengo información.', 'partial'],
      ['No podemos cambiarle la reserva después del día 5.', 'answer'],
      ['La receta no lleva huevo.', 'answer'],
      ['Eso no lo permite el reglamento.', 'answer'],
      ['Actualmente, no se admiten perros.', 'answer'],
      ['No puedes consultar el historial sin registrarte.', 'answer'],
      ['No lo sé. Para grupos, la entrada cuesta 5 euros.', 'partial'],
      ['No lo sé, pero el precio es de 1 200 euros.', 'partial'],
    ],
  },
  pt: {
    topicFirst: [
      ['Sobre o estacionamento de bicicletas não tenho informações.', 'refusal'],
      ['Quanto às aulas de natação, não encontrei nada.', 'refusal'],
      ['Em relação ao horário de verão não consegui encontrar dados.', 'refusal'],
    ],
    enclitic: [
      ['A data da vacina, não consegui encontrá-la nos documentos.', 'refusal'],
      ['Não posso confirmá-lo com estes folhetos.', 'refusal'],
    ],
    frontedObject: [
      ['Isso eu não consigo confirmar.', 'refusal'],
      ['Isso não sei dizer, desculpe.', 'refusal'],
    ],
    adverbLead: [['Sinceramente, não encontrei nada sobre as aulas de conversação.', 'refusal']],
    genre: [
      ['A receita não diz se pode congelar a massa.', 'refusal'],
      ['O programa do festival não menciona estacionamento.', 'refusal'],
    ],
    beyond: [
      ['Esse assunto vai além do que posso responder.', 'refusal'],
      ['Isso foge do que eu sei responder.', 'refusal'],
    ],
    access: [['Não consigo acessar o seu histórico de aluguéis.', 'refusal']],
    redirect: [
      ['Não sei. Para dúvidas específicas, o ideal é falar com a secretaria da escola.', 'refusal'],
      ['Não tenho essa informação. Você pode verificar no aplicativo da prefeitura.', 'refusal'],
    ],
    contact: [
      ['Não sei te dizer. Melhor ligar para a recepção no (21) 3000-4567.', 'refusal'],
      ['Não encontrei esse dado. Veja mais em escola-exemplo.com.br.', 'refusal'],
    ],
    offer: [['Não tenho informações sobre isso. Se quiser, posso explicar como renovar a matrícula.', 'refusal']],
    guess: [['O guia não menciona isso, então prefiro não arriscar uma resposta.', 'refusal']],
    passiveNamed: [['Se aceitam cães não é indicado no regulamento do hotel.', 'refusal']],
    notShown: [['Não aparece o preço da toalha. Posso ajudar com:\n- horários\n- matrícula', 'refusal']],
    docAdjective: [['O regulamento interno não fala de patinetes.', 'refusal']],
    elidedSubject: [['O folheto indica um preço de 12 reais, mas não fala do estacionamento.', 'partial']],
    regret2: [
      ['Lamento, mas não consigo ajudar com isso: o material que recebi não fala de bolsas.', 'refusal'],
      ['Receio que essa pergunta eu não consiga responder com o que tenho.', 'refusal'],
      ['Infelizmente não disponho dessa informação. Quer que eu fale sobre as matrículas?', 'refusal'],
    ],
    locativeNone2: [['Nas apostilas do curso não aparece nada sobre a prova de recuperação.', 'refusal']],
    noWay2: [['Não tenho como verificar o andamento do seu pedido. Sugiro ligar para a secretaria.', 'refusal']],
    noneOfTexts2: [['Nenhum dos horários que tenho inclui a linha 12.', 'refusal']],
    notInSource2: [['Essa informação não consta no material que você me enviou.', 'refusal']],
    thirdParty2: [['Não saberia dizer. Talvez a central de atendimento possa ajudar.', 'refusal']],
    noneIn2: [['Desculpa, mas isso não está em nenhum dos documentos.', 'refusal']],
    deTopic2: [['A matrícula custa 300 reais; das bolsas não sei nada.', 'partial']],
    explained3: [
      [
        'Não tenho acesso a dados em tempo real, então não consigo dizer se há atrasos hoje. Recomendo olhar o site da companhia.',
        'refusal',
      ],
    ],
    sourceLead3: [
      ['Com base nas informações que tenho, não é possível determinar se a farmácia abre no feriado.', 'refusal'],
    ],
    sourcesAllow3: [
      ['Boa pergunta, mas os documentos que você compartilhou não entram nesse detalhe.', 'refusal'],
      ['Os textos fornecidos não permitem saber se o desconto é cumulativo.', 'refusal'],
    ],
    interjection3: [['Hum, não encontro nenhuma referência a devoluções de produtos personalizados.', 'refusal']],
    truthLead3: [['Para ser sincero, não sei. Posso ajudar com outra coisa?', 'refusal']],
    placeLead3: [['Nisso não posso te ajudar, desculpe: não tenho dados sobre a sua conta.', 'refusal']],
    readingLead3: [['Pelo que vejo na documentação, não se diz nada sobre o prazo de reembolso.', 'refusal']],
    restatedQuestion4: [
      [
        'Quanto à sua pergunta sobre o estacionamento: não disponho de informações suficientes para responder.',
        'refusal',
      ],
    ],
    sourcesTopic4: [
      [
        'A documentação disponível não aborda essa questão. Os documentos tratam das tarifas e dos horários da piscina.',
        'refusal',
      ],
    ],
    offerMore4: [
      ['Não há dados a respeito nos documentos que tenho. Se precisar de algo sobre as aulas, é só falar.', 'refusal'],
    ],
    decline4: [
      [
        'Desculpe, mas não posso fornecer essa informação. Sugiro entrar em contato diretamente com o centro.',
        'refusal',
      ],
    ],
    impersonal4: [
      ['Segundo o contexto fornecido, não dá para saber se o curso é presencial.', 'refusal'],
      ['Não fica claro nos documentos se a matrícula inclui o seguro.', 'refusal'],
    ],
    namedIn4: [['Desculpa, essa parte não vem no guia. Talvez a secretaria possa esclarecer.', 'refusal']],
    interjection4: [['Olha, disso eu não sei nada, sinceramente.', 'refusal']],
    notEnoughContext5: [['Desculpe, mas não tenho contexto suficiente para responder a essa pergunta.', 'refusal']],
    basedOnly5: [['Com base apenas no contexto, não consigo determinar quando a ponte foi inaugurada.', 'refusal']],
    provided5: [['Não é fornecida informação sobre o custo da carteirinha de sócio.', 'refusal']],
    roleOnly5: [
      ['Como assistente da biblioteca, só posso responder perguntas sobre empréstimos e horários.', 'refusal'],
    ],
    unrelated5: [['Essa pergunta não tem relação com os documentos que tenho.', 'refusal']],
    nothingIndicates5: [['Nada nos documentos indica que o museu tenha audioguias.', 'refusal']],
    myScope5: [
      [
        'Minhas informações se limitam aos horários de funcionamento, então não posso ajudar com as tarifas.',
        'refusal',
      ],
    ],
    other5: [['Não disponho de informações atualizadas sobre as obras da linha 3.', 'refusal']],
    medical6: [['Não posso dar conselho médico. O melhor é consultar o seu médico.', 'refusal']],
    preferNot6: [
      ['Não quero te passar um dado errado, então prefiro não responder sem a documentação adequada.', 'refusal'],
    ],
    knowledgeThem6: [
      ['Meu conhecimento se baseia apenas nos documentos fornecidos, e neles essa informação não aparece.', 'refusal'],
    ],
    therefore6: [['Os documentos não incluem essa informação. Por isso não consigo confirmar.', 'refusal']],
    forMe6: [['Não me é possível responder a isso com as informações disponíveis.', 'refusal']],
    noInvent6: [['Não saberia responder com segurança e não quero inventar nada.', 'refusal']],
    facts: [
      ['Por isso não é permitido fumar no quarto.', 'answer'],
      ['Só posso confirmar a reserva amanhã.', 'answer'],
      ['Não sei. Os documentos falam que o hotel aceita cães.', 'partial'],
      ['Horário: não abre às segundas.', 'answer'],
      ['Sobre o preço não se aplica nenhum desconto no verão.', 'answer'],
      ['Isso não é permitido no recinto.', 'answer'],
      ['A receita não leva glúten.', 'answer'],
      ['Não pode entrar na academia sem o cartão.', 'answer'],
      ['Com a tarifa básica não está incluído o roaming.', 'answer'],
      ['O programa não inclui visitas guiadas.', 'answer'],
      ['Nenhum dos cursos inclui material.', 'answer'],
      ['Infelizmente, não aceitamos animais no hotel.', 'answer'],
      ['Não aparece taxa de entrega para compras acima de 100 reais.', 'answer'],
      ['O seguro não permite cancelar depois de 30 dias.', 'answer'],
      ['Não sei se abrem aos domingos, mas durante a semana o horário é das 9h às 21h.', 'partial'],
      ['Não, produtos personalizados não podem ser devolvidos.', 'answer'],
      ['Desculpe, mas o desconto não é cumulativo com outras ofertas.', 'answer'],
      ['Não, o ônibus noturno não para na praça central.', 'answer'],
      ['O seguro não cobre a quebra de óculos.', 'answer'],
      ['Não aparece o botão de pagamento no aplicativo.', 'answer'],
      ['Quanto às aulas de natação, não há vagas em julho.', 'answer'],
      ['A matrícula custa 30 reais. Sobre o desconto para irmãos não tenho informações.', 'partial'],
      ['Não posso deixá-lo entrar sem bilhete.', 'answer'],
      ['A receita não leva ovos.', 'answer'],
      ['Não sei. Para grupos, a entrada custa 5 reais.', 'partial'],
    ],
  },
  it: {
    topicFirst: [
      ['Sul parcheggio per le bici non ho informazioni.', 'refusal'],
      ['Riguardo agli orari estivi non ho trovato nulla.', 'refusal'],
      ['Sulle lezioni di nuoto i documenti che ho letto tacciono.', 'refusal'],
    ],
    enclitic: [
      ['Dai materiali che ho non è possibile stabilirlo.', 'refusal'],
      ["Non posso confermarti l'orario del concerto.", 'refusal'],
    ],
    frontedObject: [
      ['Questo non te lo so dire.', 'refusal'],
      ['Questo non lo posso confermare, mi dispiace.', 'refusal'],
    ],
    adverbLead: [['Sinceramente, non ho trovato nulla sulle lezioni di conversazione.', 'refusal']],
    genre: [
      ['La ricetta non ne parla.', 'refusal'],
      ['Il programma del festival non dice nulla sul parcheggio.', 'refusal'],
    ],
    beyond: [['Questa richiesta va oltre ciò che posso dirti.', 'refusal']],
    access: [['Non posso vedere i dati del tuo abbonamento.', 'refusal']],
    redirect: [
      ['Non lo so. Per esigenze particolari conviene rivolgersi alla segreteria.', 'refusal'],
      ["Non posso vedere il tuo ordine. Puoi seguirlo nell'area clienti.", 'refusal'],
    ],
    contact: [
      ['Non lo so. Chiama la reception allo 06 1234 5678.', 'refusal'],
      ['Non ho trovato questo dato. Trovi altro su scuola-esempio.it.', 'refusal'],
    ],
    offer: [['Non ho informazioni su questo. Posso però dirti quali sale sono aperte, se ti serve.', 'refusal']],
    guess: [['La guida non lo dice, quindi preferisco non azzardare una risposta.', 'refusal']],
    passiveNamed: [["Se accettano cani non è indicato nel regolamento dell'hotel.", 'refusal']],
    short: [['Nessuna informazione disponibile.', 'refusal']],
    notShown: [
      ["Ho guardato il listino della palestra, ma non compare il prezzo dell'asciugamano.", 'refusal'],
      ['Non figura la data della gita.', 'refusal'],
    ],
    sourceFrom: [['Dalle pagine che mi sono state inviate non si può capirlo.', 'refusal']],
    elidedSubject: [['Il volantino indica un prezzo di 12 euro, ma non dice nulla sul parcheggio.', 'partial']],
    regret2: [
      ['Mi dispiace, ma non posso aiutarti: il materiale che mi hai dato non parla di borse di studio.', 'refusal'],
      ['Temo che a questa domanda non possa rispondere con quello che ho.', 'refusal'],
      ['Purtroppo non dispongo di questa informazione. Vuoi che ti dica qualcosa sulle iscrizioni?', 'refusal'],
    ],
    locativeNone2: [["Negli appunti del corso non c'è nulla sull'esame di settembre.", 'refusal']],
    noWay2: [
      ['Non ho modo di verificare lo stato della tua domanda. Ti suggerisco di chiamare la segreteria.', 'refusal'],
    ],
    noneOfTexts2: [['Nessuno degli orari che ho include la linea 12.', 'refusal']],
    notInSource2: [['Questa informazione non è presente nel materiale che mi hai fornito.', 'refusal']],
    thirdParty2: [["Non saprei dirti. Forse l'ufficio clienti può aiutarti.", 'refusal']],
    noneIn2: [['Scusa, ma questo non si trova in nessuno dei documenti.', 'refusal']],
    deTopic2: [["L'iscrizione costa 300 euro; delle borse di studio non so niente.", 'partial']],
    explained3: [
      [
        'Non ho accesso a dati in tempo reale, quindi non posso dirti se oggi ci sono ritardi. Ti consiglio di guardare il sito della compagnia.',
        'refusal',
      ],
    ],
    sourceLead3: [
      [
        'In base alle informazioni di cui dispongo, non è possibile stabilire se la farmacia apre nei festivi.',
        'refusal',
      ],
    ],
    sourcesAllow3: [
      ['Bella domanda, ma i documenti che mi hai condiviso non entrano in questo dettaglio.', 'refusal'],
      ['I testi forniti non permettono di sapere se lo sconto è cumulabile.', 'refusal'],
    ],
    interjection3: [['Mmm, non trovo alcun riferimento ai resi di prodotti personalizzati.', 'refusal']],
    truthLead3: [["A dire il vero non lo so. Posso aiutarti con qualcos'altro?", 'refusal']],
    placeLead3: [['Su questo non posso aiutarti, scusa: non ho dati sul tuo conto.', 'refusal']],
    readingLead3: [['Da quello che vedo nella documentazione, non si dice nulla sui tempi di rimborso.', 'refusal']],
    restatedQuestion4: [
      ['Riguardo alla tua domanda sul parcheggio: non dispongo di informazioni sufficienti per rispondere.', 'refusal'],
    ],
    sourcesTopic4: [
      [
        'La documentazione disponibile non affronta questa questione. I documenti riguardano le tariffe e gli orari della piscina.',
        'refusal',
      ],
    ],
    offerMore4: [
      ['Non ci sono dati al riguardo nei documenti che ho. Se ti serve qualcosa sui corsi, dimmelo pure.', 'refusal'],
    ],
    decline4: [
      [
        'Mi dispiace, ma non posso fornirti questa informazione. Ti suggerisco di contattare direttamente il centro.',
        'refusal',
      ],
    ],
    impersonal4: [
      ['Dal contesto fornito non si può sapere se il corso è in presenza.', 'refusal'],
      ["Non è chiaro dai documenti se l'iscrizione include l'assicurazione.", 'refusal'],
    ],
    namedIn4: [["Scusa, questa parte non c'è nella guida. Forse la segreteria può chiarirtelo.", 'refusal']],
    interjection4: [['Guarda, di questo non so proprio niente.', 'refusal']],
    notEnoughContext5: [['Mi dispiace, ma non ho abbastanza contesto per rispondere a questa domanda.', 'refusal']],
    basedOnly5: [
      ['Basandomi solo sul contesto, non riesco a determinare quando è stato inaugurato il ponte.', 'refusal'],
    ],
    provided5: [['Non viene fornita alcuna informazione sul costo della tessera socio.', 'refusal']],
    roleOnly5: [['Come assistente della biblioteca, posso rispondere solo a domande su prestiti e orari.', 'refusal']],
    unrelated5: [['Questa domanda non è collegata ai documenti che ho.', 'refusal']],
    nothingIndicates5: [['Nulla nei documenti indica che il museo abbia audioguide.', 'refusal']],
    myScope5: [
      ['Le mie informazioni si limitano agli orari di apertura, quindi non posso aiutarti con le tariffe.', 'refusal'],
    ],
    other5: [['Non dispongo di informazioni aggiornate sui lavori della linea 3.', 'refusal']],
    medical6: [['Non posso darti consigli medici. La cosa migliore è parlarne con il tuo medico.', 'refusal']],
    preferNot6: [
      [
        "Non voglio darti un'informazione sbagliata, quindi preferisco non rispondere senza la documentazione adatta.",
        'refusal',
      ],
    ],
    knowledgeThem6: [
      ['Le mie conoscenze si basano solo sui documenti forniti, e lì questa informazione non compare.', 'refusal'],
    ],
    therefore6: [['I documenti non includono questa informazione. Per questo non posso confermarlo.', 'refusal']],
    forMe6: [['Non mi è possibile rispondere con le informazioni disponibili.', 'refusal']],
    noInvent6: [['Non saprei risponderti con sicurezza e non voglio inventare nulla.', 'refusal']],
    facts: [
      ['Quindi non è possibile parcheggiare in centro.', 'answer'],
      ['Posso rispondere solo domani, il lunedì sono chiuso.', 'answer'],
      ['Non lo so. I documenti riguardano le tariffe, che partono da 5 euro.', 'partial'],
      ['Orari: non apre il lunedì.', 'answer'],
      ['Sul prezzo non si applica nessuno sconto in estate.', 'answer'],
      ['Questo non è permesso nella struttura.', 'answer'],
      ['La ricetta non contiene glutine.', 'answer'],
      ['Non puoi entrare in palestra senza tessera.', 'answer'],
      ['Con la tariffa base non è incluso il roaming.', 'answer'],
      ['Il programma non include visite guidate.', 'answer'],
      ['Nessuno dei corsi include il materiale.', 'answer'],
      ['Purtroppo, non accettiamo animali in albergo.', 'answer'],
      ['Il regolamento non permette di fumare in camera.', 'answer'],
      ["Non so se aprono la domenica, ma in settimana l'orario è dalle 9 alle 21.", 'partial'],
      ['No, i prodotti personalizzati non si possono restituire.', 'answer'],
      ['Mi dispiace, ma lo sconto non è cumulabile con altre offerte.', 'answer'],
      ["No, l'autobus notturno non ferma in piazza Duomo.", 'answer'],
      ['La polizza non copre la rottura degli occhiali.', 'answer'],
      ["Non compare il pulsante di pagamento nell'app.", 'answer'],
      ['Non compare nessun costo di consegna per ordini sopra i 50 euro.', 'answer'],
      ['Sul parcheggio non si paga la domenica.', 'answer'],
      ['Questo non lo permette il regolamento.', 'answer'],
      ['La ricetta non prevede burro.', 'answer'],
      ['Non puoi accedere senza password.', 'answer'],
      ['Non lo so. Posso dirti che il museo chiude alle 18.', 'partial'],
      ["L'abbonamento costa 30 euro. Sulla sospensione temporanea non ho trovato nulla.", 'partial'],
    ],
  },
  fr: {
    topicFirst: [
      ["Pour le parking vélo, je n'ai pas d'information.", 'refusal'],
      ["Concernant les horaires d'été je n'ai rien trouvé.", 'refusal'],
      ["Sur les cours de natation, les documents que j'ai consultés ne disent rien.", 'refusal'],
    ],
    frontedObject: [
      ['Ça, je ne le sais pas.', 'refusal'],
      ['Cela, je ne peux pas vous le dire.', 'refusal'],
    ],
    adverbLead: [['Franchement, je ne sais pas.', 'refusal']],
    genre: [
      ['La recette ne précise pas la température du four.', 'refusal'],
      ['Le programme du festival ne dit rien sur le parking.', 'refusal'],
      ['Rien dans le règlement ne parle des animaux.', 'refusal'],
      ['Le règlement de la salle ne le précise pas.', 'refusal'],
    ],
    beyond: [
      ['Cette question dépasse ce que je peux vous dire.', 'refusal'],
      ['Cela sort de ce sur quoi je peux vous renseigner.', 'refusal'],
    ],
    access: [['Je ne peux pas accéder à votre compte client.', 'refusal']],
    redirect: [
      ["Je ne sais pas. Pour un cas précis, adressez-vous à l'accueil de la mairie.", 'refusal'],
      [
        'Je ne peux pas voir votre commande. Son suivi est disponible dans votre espace sur boutique-exemple.fr.',
        'refusal',
      ],
    ],
    contact: [['Je ne sais pas. Appelez la réception au 01 23 45 67 89.', 'refusal']],
    offer: [
      [
        'Je ne trouve rien à ce sujet.\n\nJe peux en revanche vous aider sur :\n- les horaires\n- les tarifs',
        'refusal',
      ],
    ],
    guess: [['Le guide ne le dit pas, et je préfère ne pas avancer de réponse au hasard.', 'refusal']],
    docAdjective: [
      ['Le guide pratique ne le précise pas.', 'refusal'],
      ['Rien dans le règlement intérieur ne parle des trottinettes.', 'refusal'],
    ],
    elidedSubject: [['La brochure indique un tarif de 12 €, mais ne dit rien sur le parking.', 'partial']],
    regret2: [
      [
        "Désolé, je ne peux pas vous aider : les documents que vous m'avez transmis ne parlent pas des bourses.",
        'refusal',
      ],
      ["Je crains de ne pas pouvoir répondre à cette question avec ce que j'ai.", 'refusal'],
      [
        'Malheureusement, je ne dispose pas de cette information. Voulez-vous que je vous parle des inscriptions ?',
        'refusal',
      ],
    ],
    locativeNone2: [["Dans les notes du cours, il n'y a rien sur l'examen de rattrapage.", 'refusal']],
    noWay2: [
      ["Je n'ai aucun moyen de vérifier l'état de votre demande. Je vous suggère d'appeler le secrétariat.", 'refusal'],
    ],
    noneOfTexts2: [['Aucun des horaires dont je dispose ne mentionne la ligne 12.', 'refusal']],
    notInSource2: [["Cette information ne figure pas dans les documents que vous m'avez fournis.", 'refusal']],
    thirdParty2: [['Je ne saurais vous dire. Peut-être que le service client pourra vous aider.', 'refusal']],
    noneIn2: [['Pardon, mais cela ne se trouve dans aucun des documents.', 'refusal']],
    deTopic2: [["L'inscription coûte 300 € ; pour les bourses, je ne sais rien.", 'partial']],
    explained3: [
      [
        "Je n'ai pas accès aux données en temps réel, donc je ne peux pas vous dire s'il y a des retards aujourd'hui. Je vous conseille de regarder le site de la compagnie.",
        'refusal',
      ],
    ],
    sourceLead3: [
      [
        "D'après les informations dont je dispose, il n'est pas possible de déterminer si la pharmacie ouvre les jours fériés.",
        'refusal',
      ],
    ],
    sourcesAllow3: [
      ["Bonne question, mais les documents que vous m'avez transmis n'entrent pas dans ce détail.", 'refusal'],
      ['Les textes fournis ne permettent pas de savoir si la remise est cumulable.', 'refusal'],
    ],
    interjection3: [['Hmm, je ne trouve aucune référence aux retours de produits personnalisés.', 'refusal']],
    truthLead3: [['À vrai dire, je ne sais pas. Puis-je vous aider pour autre chose ?', 'refusal']],
    placeLead3: [
      ["Là-dessus, je ne peux pas vous aider, désolé : je n'ai pas de données sur votre compte.", 'refusal'],
    ],
    readingLead3: [
      ["D'après ce que je vois dans la documentation, rien n'est dit sur le délai de remboursement.", 'refusal'],
    ],
    restatedQuestion4: [
      [
        "Concernant votre question sur le parking : je ne dispose pas d'informations suffisantes pour vous répondre.",
        'refusal',
      ],
    ],
    sourcesTopic4: [
      [
        "La documentation disponible n'aborde pas cette question. Les documents portent sur les tarifs et les horaires de la piscine.",
        'refusal',
      ],
    ],
    offerMore4: [
      [
        "Il n'y a pas de données à ce sujet dans les documents dont je dispose. Si vous avez besoin de quelque chose sur les cours, dites-le-moi.",
        'refusal',
      ],
    ],
    decline4: [
      [
        'Désolé, mais je ne peux pas vous fournir cette information. Je vous suggère de contacter directement le centre.',
        'refusal',
      ],
    ],
    impersonal4: [
      ["D'après le contexte fourni, on ne peut pas savoir si le cours a lieu en présentiel.", 'refusal'],
      ["Les documents ne permettent pas de dire clairement si l'inscription comprend l'assurance.", 'refusal'],
    ],
    namedIn4: [
      ['Désolé, cette partie ne figure pas dans le guide. Le secrétariat pourra peut-être vous renseigner.', 'refusal'],
    ],
    interjection4: [["Alors là, je n'en sais rien du tout.", 'refusal']],
    notEnoughContext5: [["Désolé, mais je n'ai pas assez de contexte pour répondre à cette question.", 'refusal']],
    basedOnly5: [
      ['En me basant uniquement sur le contexte, je ne peux pas déterminer quand le pont a été inauguré.', 'refusal'],
    ],
    provided5: [["Aucune information n'est fournie sur le coût de la carte d'adhérent.", 'refusal']],
    other5: [
      [
        "En tant qu'assistant de la bibliothèque, je ne peux répondre qu'aux questions sur les prêts et les horaires.",
        'refusal',
      ],
      ["Je ne dispose pas d'informations à jour sur les travaux de la ligne 3.", 'refusal'],
    ],
    unrelated5: [["Cette question n'a pas de lien avec les documents dont je dispose.", 'refusal']],
    nothingIndicates5: [["Rien dans les documents n'indique que le musée propose des audioguides.", 'refusal']],
    myScope5: [
      [
        "Mes informations se limitent aux horaires d'ouverture, je ne peux donc pas vous aider sur les tarifs.",
        'refusal',
      ],
    ],
    medical6: [["Je ne peux pas vous donner de conseil médical. Le mieux est d'en parler à votre médecin.", 'refusal']],
    preferNot6: [
      [
        'Je ne veux pas vous donner une information erronée, donc je préfère ne pas répondre sans la documentation adéquate.',
        'refusal',
      ],
    ],
    knowledgeThem6: [
      ["Mes connaissances se limitent aux documents fournis, et cette information n'y figure pas.", 'refusal'],
    ],
    therefore6: [
      ["Les documents n'incluent pas cette information. C'est pourquoi je ne peux pas le confirmer.", 'refusal'],
    ],
    forMe6: [["Il ne m'est pas possible de répondre à cela avec les informations disponibles.", 'refusal']],
    noInvent6: [['Je ne saurais pas répondre avec certitude, et je ne veux rien inventer.', 'refusal']],
    facts: [
      ["Le chien n'y est pas admis.", 'answer'],
      ["C'est pourquoi nous ne livrons pas le dimanche.", 'answer'],
      ['Nos informations se limitent aux horaires : la piscine ferme à 20 h.', 'answer'],
      ["Je ne sais pas. Les documents parlent d'une remise de 10 %.", 'partial'],
      ["Horaires : n'ouvre pas le lundi.", 'answer'],
      ["Sur le prix, il n'y a pas de réduction en été.", 'answer'],
      ["Cela n'est pas permis dans l'établissement.", 'answer'],
      ['La recette ne contient pas de gluten.', 'answer'],
      ['Vous ne pouvez pas entrer dans la salle sans carte.', 'answer'],
      ['Le programme ne comprend pas de visite guidée.', 'answer'],
      ["Aucun des cours n'inclut le matériel.", 'answer'],
      ["Malheureusement, nous n'acceptons pas les animaux à l'hôtel.", 'answer'],
      ['Le règlement ne permet pas de fumer dans les chambres.', 'answer'],
      ["Pour les enfants, l'entrée est gratuite.", 'answer'],
      ["Je ne sais pas s'ils ouvrent le dimanche, mais en semaine l'horaire est de 9 h à 21 h.", 'partial'],
      ['Non, les produits personnalisés ne peuvent pas être retournés.', 'answer'],
      ["Désolé, mais la remise n'est pas cumulable avec d'autres offres.", 'answer'],
      ["Non, le bus de nuit ne s'arrête pas place de la République.", 'answer'],
      ["L'assurance ne couvre pas le bris de lunettes.", 'answer'],
      ['Le règlement intérieur ne permet pas les trottinettes.', 'answer'],
      ["Pour le parking vélo, il n'y a pas de frais le dimanche.", 'answer'],
      ['Le programme ne commence pas avant 20 h.', 'answer'],
      ['La recette ne contient pas de beurre.', 'answer'],
      ["L'abonnement coûte 30 €. Pour la caution, je n'ai pas trouvé l'information.", 'partial'],
      ['Je ne sais pas. Pour les groupes, le billet coûte 5 €.', 'partial'],
    ],
  },
};

describe.each(Object.entries(CLASSES))('round 3 Romance decline classes: %s', (language, classes) => {
  const rows = Object.entries(classes).flatMap(([name, cases]) =>
    cases.map(([answer, kind]) => [name, answer, kind] as const),
  );
  test.each(rows)('%s: %s -> %s', (_name, answer, kind) => {
    const decision = classifyRefusal(answer, { language: language as Romance });
    expect(decision.kind, decision.reason).toBe(kind);
    const detected = classifyRefusal(answer);
    expect(detected.kind, detected.reason).toBe(kind);
  });
});
