/**
 * Refusal rules, round 12 (precision of class U and class W, every shipped language where each applies): a bare "N/A"
 * in a checklist is the field's value, a path is a next step only where it is pointed to, and a number written as a
 * word keeps a relative clause's claim. Own sentences in domains of their own; each family has near misses (an answer
 * that rules 11 read as a decline or as claimless) and the declines of the same family that must stay refusals.
 */
import { kindsInEachLanguage } from './__fixtures__/kinds-in-each-language.js';

// U. "N/A" alone as a field's value, beside another field whose value is a word or two with no number ("Wi-Fi: yes",
// "Haustiere: nein", "停车场：有"), is that field's value (not offered): the list answers. Beside a number or alone it
// still declines, and so does "N/A in the hotel documents".
kindsInEachLanguage('a bare N/A in a checklist is a value', {
  en: [
    ['- Wi-Fi: yes\n- Pool: yes\n- Breakfast: N/A', 'answer'],
    ['Bluetooth: no\nNFC: yes\nWireless charging: N/A', 'answer'],
    ['Battery life at full brightness: N/A', 'refusal'],
    ['- Max upload size: N/A\n- Storage: 50 GB', 'partial'],
  ],
  de: [
    ['- WLAN: ja\n- Parkplatz: ja\n- Frühstück: N/A', 'answer'],
    ['Haustiere: nein\nBalkon: ja\nSauna: N/A', 'answer'],
    ['- Maximale Dateigröße: N/A\n- Speicher: 50 GB', 'partial'],
    ['Akkulaufzeit bei voller Helligkeit: N/A', 'refusal'],
  ],
  es: [
    ['- Wifi: sí\n- Piscina: sí\n- Desayuno: N/A', 'answer'],
    ['Mascotas: no\nBalcón: sí\nJacuzzi: N/A', 'answer'],
    ['- Tamaño máximo de archivo: N/A\n- Almacenamiento: 50 GB', 'partial'],
  ],
  fr: [
    ['- Wi-Fi : oui\n- Piscine : oui\n- Petit-déjeuner : N/A', 'answer'],
    ['Animaux : non\nBalcon : oui\nJacuzzi : N/A', 'answer'],
    ['- Taille maximale : N/A\n- Stockage : 50 Go', 'partial'],
  ],
  pt: [
    ['- Wi-Fi: sim\n- Piscina: sim\n- Café da manhã: N/A', 'answer'],
    ['Animais: não\nVaranda: sim\nJacuzzi: N/A', 'answer'],
    ['- Tamanho máximo: N/A\n- Armazenamento: 50 GB', 'partial'],
  ],
  it: [
    ['- Wi-Fi: sì\n- Piscina: sì\n- Colazione: N/A', 'answer'],
    ['Animali: no\nBalcone: sì\nIdromassaggio: N/A', 'answer'],
    ['- Dimensione massima: N/A\n- Spazio: 50 GB', 'partial'],
  ],
  ja: [
    ['・Wi-Fi：あり\n・駐車場：あり\n・朝食：N/A', 'answer'],
    ['・最大ファイルサイズ：N/A\n・容量：50GB', 'partial'],
  ],
  zh: [
    ['- 无线网络：有\n- 停车场：有\n- 早餐：N/A', 'answer'],
    ['- 最大文件大小：N/A\n- 存储空间：50 GB', 'partial'],
  ],
});

// U. A path is a next step only where it is pointed to ("See `/docs/api/limits`", "Consulta /ayuda/facturas",
// "参见：", "詳しくは ... をご覧ください") or stands alone after a decline; after any other words ("Config:",
// "Logs liegen in", "日志在") it is the value of the asked thing, a claim.
kindsInEachLanguage('a path is a next step only where it is pointed to', {
  en: [
    ["I can't say which port it uses by default. Config: /etc/relay/relay.toml", 'partial'],
    ["The docs don't list a rate limit for refunds. Endpoint: `/api/v2/refunds`", 'partial'],
    ["I'm not sure how long logs are kept. Logs go to /var/log/relay/", 'partial'],
    ["The installer path isn't documented, but it's at /opt/relay/bin.", 'partial'],
    ["The docs don't list a rate limit for refunds. See `/docs/api/limits`.", 'refusal'],
    ["I couldn't find anything about refunds.\n\n`/help/billing/refunds`", 'refusal'],
    ['Not documented. More at /docs/relay/ports', 'refusal'],
  ],
  de: [
    ['Den Standardport kenne ich nicht. Konfiguration: /etc/relay/relay.toml', 'partial'],
    ['Ein Ratenlimit ist nicht dokumentiert. Endpunkt: `/api/v2/erstattungen`', 'partial'],
    ['Wie lange Logs aufbewahrt werden, weiß ich nicht. Logs liegen in /var/log/relay/', 'partial'],
    ['Das weiß ich leider nicht.\nPfad: /opt/relay/bin', 'partial'],
    ['Ein Ratenlimit ist nicht dokumentiert. Siehe `/docs/api/limits`.', 'refusal'],
    ['Dazu habe ich nichts gefunden. Mehr unter /hilfe/rechnungen', 'refusal'],
  ],
  es: [
    ['No sé el puerto por defecto. Configuración: /etc/relay/relay.toml', 'partial'],
    ['El límite no está documentado. Endpoint: `/api/v2/reembolsos`', 'partial'],
    ['No sé cuánto tiempo se guardan los logs. Están en /var/log/relay/', 'partial'],
    ['Eso no lo sé.\nRuta: /opt/relay/bin', 'partial'],
    ['El límite no está documentado. Consulta `/docs/api/limites`.', 'refusal'],
    ['No encontré nada sobre eso. Ver: /ayuda/facturas', 'refusal'],
  ],
  fr: [
    ['Je ne connais pas le port par défaut. Configuration : /etc/relay/relay.toml', 'partial'],
    ["La limite n'est pas documentée. Endpoint : `/api/v2/remboursements`", 'partial'],
    ['Je ne sais pas combien de temps les logs sont gardés. Ils sont dans /var/log/relay/', 'partial'],
    ['Je ne sais pas.\nChemin : /opt/relay/bin', 'partial'],
    ["La limite n'est pas documentée. Voir `/docs/api/limites`.", 'refusal'],
    ["Je n'ai rien trouvé à ce sujet. Plus d'infos : /aide/factures", 'refusal'],
  ],
  pt: [
    ['Não sei a porta padrão. Configuração: /etc/relay/relay.toml', 'partial'],
    ['O limite não está documentado. Endpoint: `/api/v2/reembolsos`', 'partial'],
    ['Não sei por quanto tempo os logs ficam guardados. Ficam em /var/log/relay/', 'partial'],
    ['Isso eu não sei.\nCaminho: /opt/relay/bin', 'partial'],
    ['O limite não está documentado. Veja `/docs/api/limites`.', 'refusal'],
    ['Não encontrei nada sobre isso. Consulte /ajuda/faturas', 'refusal'],
  ],
  it: [
    ['Non conosco la porta predefinita. Configurazione: /etc/relay/relay.toml', 'partial'],
    ['Il limite non è documentato. Endpoint: `/api/v2/rimborsi`', 'partial'],
    ['Non so per quanto tempo vengono conservati i log. Si trovano nella cartella /var/log/relay/', 'partial'],
    ['Questo non lo so.\nPercorso: /opt/relay/bin', 'partial'],
    ['Il limite non è documentato. Vedi `/docs/api/limiti`.', 'refusal'],
    ['Non ho trovato nulla su questo. Consulta /aiuto/fatture', 'refusal'],
  ],
  ja: [
    ['デフォルトのポートは分かりません。設定ファイル：/etc/relay/relay.toml', 'partial'],
    ['レート制限は記載されていません。エンドポイント：`/api/v2/refunds`', 'partial'],
    ['ログの保存期間は分かりません。ログは /var/log/relay/ にあります。', 'partial'],
    ['分かりません。\nパス：/opt/relay/bin', 'partial'],
    ['レート制限は記載されていません。参照：`/docs/api/limits`', 'refusal'],
    ['該当する情報は見つかりませんでした。詳しくは /help/billing をご覧ください。', 'refusal'],
  ],
  zh: [
    ['默认端口我不清楚。配置文件：/etc/relay/relay.toml', 'partial'],
    ['文档里没有写速率限制。接口：`/api/v2/refunds`', 'partial'],
    ['日志保存多久我不知道。日志在 /var/log/relay/ 下。', 'partial'],
    ['我不知道。\n路径：/opt/relay/bin', 'partial'],
    ['文档里没有写速率限制。参见：`/docs/api/limits`', 'refusal'],
    ['没有找到相关信息。详见 /help/billing', 'refusal'],
  ],
});

// W. A relative clause with a number written as a word ("which lists twelve treatments", "que describe doce rutas",
// "die drei Tarife beschreibt") is no claimless run-on clause: it is not dropped, so the sentence keeps its claim, as
// it does with digits: read as one claim, `answer` (with digits English splits "lists 12 treatments" off and reads
// `partial`; a number word makes no clause of its own there). Without a number the clause is dropped and the source
// meets its negated verb.
kindsInEachLanguage('a number word keeps a relative clause', {
  en: [
    ['The spa brochure, which lists twelve treatments, does not mention prices.', 'answer'],
    ["The ferry timetable, which covers three crossings a day, doesn't say whether bikes are allowed.", 'partial'],
    ["The day pass, which costs twelve euros, doesn't cover the sauna.", 'answer'],
    ['The course guide, which describes the four evening classes, does not say who teaches them.', 'partial'],
    ['The spa brochure, which lists the treatments, does not mention prices.', 'refusal'],
    ["The ferry timetable, which I have read carefully, doesn't say whether bikes are allowed.", 'refusal'],
  ],
  de: [
    ['Im Merkblatt, das die drei Tarife beschreibt, steht leider nichts über Rabatte.', 'answer'],
    ['Leider steht in der Broschüre, die die Kurse auflistet, nichts über die Preise.', 'refusal'],
    ['Ob Fahrräder erlaubt sind, geht aus dem Fahrplan, den ich genau gelesen habe, nicht hervor.', 'refusal'],
  ],
  es: [
    ['El folleto, que describe doce rutas, no menciona el precio.', 'answer'],
    ['La guía, que trata de las tres piscinas, no dice nada del horario.', 'answer'],
    ['El horario, que recoge dos salidas diarias, no menciona las bicicletas.', 'answer'],
    ['El bono, que cuesta doce euros, no incluye la sauna.', 'answer'],
    ['El folleto, que describe las rutas, no menciona el precio.', 'refusal'],
    ['La guía, que he leído con atención, no dice nada del horario.', 'refusal'],
  ],
  fr: [
    ['La brochure, qui présente douze circuits, ne mentionne pas les tarifs.', 'answer'],
    ['Le guide, qui décrit les trois piscines, ne dit rien des horaires.', 'answer'],
    ["L'horaire, qui liste deux départs par jour, ne parle pas des vélos.", 'answer'],
    ["Le forfait, qui coûte douze euros, n'inclut pas le sauna.", 'answer'],
    ['La brochure, qui présente les circuits, ne mentionne pas les tarifs.', 'refusal'],
    ["Le guide, que j'ai lu attentivement, ne dit rien des horaires.", 'refusal'],
  ],
  pt: [
    ['O folheto, que descreve doze trilhas, não menciona o preço.', 'answer'],
    ['O guia, que fala das três piscinas, não diz nada sobre o horário.', 'answer'],
    ['O horário, que lista duas partidas por dia, não menciona bicicletas.', 'answer'],
    ['O passe, que custa doze euros, não inclui a sauna.', 'answer'],
    ['O folheto, que descreve as trilhas, não menciona o preço.', 'refusal'],
    ['O guia, que li com atenção, não diz nada sobre o horário.', 'refusal'],
  ],
  it: [
    ["L'opuscolo, che descrive dodici percorsi, non menziona il prezzo.", 'answer'],
    ['La guida, che parla delle tre piscine, non dice nulla sugli orari.', 'answer'],
    ["L'orario, che elenca due partenze al giorno, non parla delle biciclette.", 'answer'],
    ['Il biglietto, che costa dodici euro, non include la sauna.', 'answer'],
    ["L'opuscolo, che descrive i percorsi, non menziona il prezzo.", 'refusal'],
    ['La guida, che ho letto con attenzione, non dice nulla sugli orari.', 'refusal'],
  ],
});
