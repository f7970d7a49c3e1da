/**
 * Refusal rules, round 11 (English and German; classes S and U in every language): chat-bot frames and terse field
 * declines. Each class has sentences of its own, in domains of their own, and near misses that must keep their kind:
 * a value about the asked thing stays a claim whatever frame or field label carries it.
 */
import { kindsInEachLanguage } from './__fixtures__/kinds-in-each-language.js';

// S. A greeting line that names the business makes no claim; a numbered reply menu and "Type MENU to go back" (in any
// language, English command lines inside another language too) are next steps.
kindsInEachLanguage('chat-bot frames: greeting lines and reply menus', {
  en: [
    [
      "Hi from KeyFix Locksmiths 🔑\nI can't check which engineer is on call tonight, sorry.\nReply 1 to book a callout\nReply 2 for prices\nType MENU to go back",
      'refusal',
    ],
    [
      'Strike Lanes here 🎳 Lane availability for Saturday isn’t something I can see.\n1️⃣ Call the front desk\n2️⃣ Party packages\n\nType MENU to go back.',
      'refusal',
    ],
    [
      'Hello and welcome to Sparkle Car Wash 🚗\nThere is no info about ceramic coating in our service list.\n1 – Talk to an agent\n2 – Opening hours',
      'refusal',
    ],
    // Near misses: a menu after a value, a greeting before a value.
    [
      'Hi from KeyFix Locksmiths 🔑\nA night callout costs £95.\nReply 1 to book a callout\nType MENU to go back',
      'answer',
    ],
    [
      "Strike Lanes here 🎳 I can't see Saturday's bookings, but a lane costs £24 an hour.\n1️⃣ Call the front desk\n2️⃣ Party packages",
      'partial',
    ],
    ['1. Remove the wheel\n2. Drop it at the counter by 5 pm\nI don’t know the repair price.', 'partial'],
    // A menu whose options carry prices answers; a greeting word before anything but a name is no frame.
    ["I don't know about ceramic coating.\n1 – Basic wash £8\n2 – Full valet £25", 'partial'],
    ["I'm not sure about Saturday. Hey, lanes are free for kids on Sundays!", 'partial'],
  ],
  de: [
    [
      'Hallo und willkommen bei der Reinigung Blitzblank 👔\nOb Lederjacken gereinigt werden, kann ich leider nicht sagen.\nAntworte mit 1, um die Filiale anzurufen\nAntworte mit 2 für Öffnungszeiten\nType MENU to go back',
      'refusal',
    ],
    [
      'Hier ist die Fahrschule Kurvenreich 🚦 Ob es Nachtfahrten gibt, kann ich leider nicht sagen.\n1 – Büro anrufen\n2 – Preise\n3 – Theorie',
      'refusal',
    ],
    [
      'Danke für deine Nachricht an den Schlüsseldienst Roth 🔑\nDazu habe ich leider keine Informationen.\n1️⃣ Rückruf anfordern\n2️⃣ Notdienst\nTippe MENÜ, um zurückzugehen',
      'refusal',
    ],
    ['Hier ist die Fahrschule Kurvenreich 🚦 Eine Nachtfahrt kostet 68 €.\n1 – Büro anrufen\n2 – Preise', 'answer'],
    [
      'Hallo bei der Reinigung Blitzblank 👔\nHemden kosten 3,50 €. Ob Lederjacken gereinigt werden, weiß ich nicht.\nAntworte mit 1, um anzurufen',
      'partial',
    ],
  ],
  es: [
    [
      '¡Hola! Bienvenido a Cerrajería Llave de Oro 🔑\nNo tengo información sobre aperturas nocturnas.\nResponde 1 para llamar al taller\nResponde 2 para precios\nType MENU to go back',
      'refusal',
    ],
    [
      'Gracias por escribir a Lavandería Nube ☁️\nNo sé si limpian alfombras.\n1 – Hablar con una persona\n2 – Horarios\nEscribe MENÚ para volver',
      'refusal',
    ],
    [
      '¡Hola! Bienvenido a Cerrajería Llave de Oro 🔑\nUna apertura nocturna cuesta 90 €.\nResponde 1 para llamar al taller',
      'answer',
    ],
    [
      'Autoescuela Semáforo 🚦 No sé el precio del examen, pero la clase práctica cuesta 35 €.\n1️⃣ Reservar\n2️⃣ Precios',
      'partial',
    ],
  ],
  fr: [
    [
      'Bonjour et bienvenue chez Serrurerie Dupuis 🔑\nJe n’ai pas d’information sur les interventions de nuit.\nRépondez 1 pour appeler l’atelier\nRépondez 2 pour nos tarifs\nType MENU to go back',
      'refusal',
    ],
    [
      'Merci de votre message au Bowling des Lilas 🎳\nJe ne sais pas si des pistes sont libres samedi.\n1 – Parler à un conseiller\n2 – Anniversaires\nTapez MENU pour revenir',
      'refusal',
    ],
    [
      'Bonjour et bienvenue chez Serrurerie Dupuis 🔑\nUne intervention de nuit coûte 120 €.\nRépondez 1 pour appeler l’atelier',
      'answer',
    ],
    ['Bowling des Lilas 🎳 Je ne sais pas pour samedi, mais une partie coûte 7 €.\n1️⃣ Réserver\n2️⃣ Tarifs', 'partial'],
  ],
  pt: [
    [
      'Olá! Aqui é a Chaveiro Rápido 🔑\nNão tenho informações sobre atendimento noturno.\nDigite 1 para falar com um atendente\nDigite 2 para ver preços\nType MENU to go back',
      'refusal',
    ],
    [
      'Obrigado por falar com a Lavanderia Bolha 🫧\nNão sei se vocês lavam tapetes.\n1 – Falar com a loja\n2 – Horários',
      'refusal',
    ],
    [
      'Olá! Aqui é a Chaveiro Rápido 🔑\nO atendimento noturno custa R$ 150.\nDigite 1 para falar com um atendente',
      'answer',
    ],
    ['Autoescola Farol 🚦 Não sei o preço do exame, mas a aula prática custa R$ 90.\n1️⃣ Agendar\n2️⃣ Preços', 'partial'],
  ],
  it: [
    [
      'Ciao! Benvenuto nella chat della Ferramenta Rossi 🔧\nSulle chiavi codificate non ho informazioni.\nRispondi 1 per chiamare il negozio\nRispondi 2 per gli orari\nType MENU to go back',
      'refusal',
    ],
    [
      'Grazie per aver scritto alla Lavanderia Bolla 🫧\nNon so se lavate i tappeti.\n1 – Parla con un operatore\n2 – Orari',
      'refusal',
    ],
    [
      'Ciao! Benvenuto nella chat della Ferramenta Rossi 🔧\nUna chiave codificata costa 45 €.\nRispondi 1 per chiamare il negozio',
      'answer',
    ],
    ['Autoscuola Semaforo 🚦 Non so il prezzo dell’esame, ma la guida costa 40 €.\n1️⃣ Prenota\n2️⃣ Prezzi', 'partial'],
  ],
  ja: [
    [
      'こんにちは！かぎやサービス公式アカウントです🔑\n夜間の出張については情報がございません。\n1️⃣ 店舗に電話する\n2️⃣ 料金を見る\nType MENU to go back',
      'refusal',
    ],
    [
      'スマイルボウル受付です🎳\n土曜日の空き状況はこちらではお答えできません。\n1 – スタッフと話す\n2 – 料金',
      'refusal',
    ],
    ['こんにちは！かぎやサービス公式アカウントです🔑\n夜間の出張は8,800円です。\n1️⃣ 店舗に電話する', 'answer'],
    [
      'スマイルボウル受付です🎳\n土曜日の空きは分かりませんが、1ゲーム600円です。\n1 – スタッフと話す\n2 – 料金',
      'partial',
    ],
  ],
  zh: [
    [
      '您好！欢迎咨询金钥匙开锁💡\n关于夜间上门，暂时没有相关信息。\n回复1 联系门店\n回复2 查看价格\nType MENU to go back',
      'refusal',
    ],
    ['感谢联系星光保龄球馆🎳\n关于周六的空位，暂时没有相关信息。\n1 – 人工客服\n2 – 营业时间', 'refusal'],
    ['您好！欢迎咨询金钥匙开锁💡\n夜间上门费用为120元。\n回复1 联系门店', 'answer'],
    ['感谢联系星光保龄球馆🎳\n周六空位不清楚，每局25元。\n1 – 人工客服\n2 – 营业时间', 'partial'],
  ],
});

// U. A field whose value is a terse decline ("unknown", "not documented", "N/A", an English decline value inside
// another language) declines whatever its label holds; a doc path, a command or a ticket is a next step; a field list
// with one declined and one given value is partial.
kindsInEachLanguage('terse field declines and doc-path next steps', {
  en: [
    ['Webhook retries (v3 API): not documented.', 'refusal'],
    ['Map tiles offline mode: unknown. See `/docs/sdk/offline` or open a ticket with the `maps` tag.', 'refusal'],
    [
      'PDF/A export (Pro 2): N/A in the current docs. Run `invoicer export --help` or ask support via the dashboard.',
      'refusal',
    ],
    ['- Max upload size: 25 MB\n- Resumable uploads: not documented', 'partial'],
    ['Webhook retries (v3 API): 5 attempts with exponential backoff.', 'answer'],
    ['Offline mode: supported since v2.4. See `/docs/sdk/offline`.', 'answer'],
    // A path or a command that states the answer keeps it: a value beside the path, no option flag.
    [
      "I can't find the export limit. The setting lives under /settings/export/limits and defaults to 30 days.",
      'partial',
    ],
    ["I don't know the fee. Run the dishwasher on eco mode overnight.", 'partial'],
  ],
  de: [
    ['Webhook-Wiederholungen (API v3): nicht dokumentiert.', 'refusal'],
    ['**Offline-Modus (Android)**\n\nNicht dokumentiert.', 'refusal'],
    [
      'Exportformat PDF/A: keine Angabe.\n\nSiehe: `/docs/export` oder Support-Ticket über *Einstellungen → Hilfe*.',
      'refusal',
    ],
    ['Maximale Dateigröße: Not found in knowledge base\nSource: SDK FAQ', 'refusal'],
    ['- Offline-Modus: ab v2.4\n- Wiederaufnahme von Uploads: nicht dokumentiert', 'partial'],
    ['Webhook-Wiederholungen (API v3): 5 Versuche.', 'answer'],
  ],
  es: [
    ['Reintentos de webhook (API v3): no documentado.', 'refusal'],
    ['Exportación PDF/A: N/A.\n\nVer: `/docs/exportar` o abre un ticket desde *Ajustes → Ayuda*.', 'refusal'],
    ['Tamaño máximo de subida: Not found in knowledge base\nSource: SDK FAQ', 'refusal'],
    ['Horario del taller: 9:00–18:00\nRecogida a domicilio: Not found in knowledge base', 'partial'],
    ['Reintentos de webhook (API v3): 5 intentos.', 'answer'],
  ],
  fr: [
    ['Les relances de webhook (API v3) : non documenté.', 'refusal'],
    ['Le mode hors ligne de l’application : inconnu.', 'refusal'],
    ['Export PDF/A : Not found in knowledge base\nSource: SDK FAQ', 'refusal'],
    ['Horaires de l’atelier : 9 h – 18 h\nEnlèvement à domicile : Not found in knowledge base', 'partial'],
    ['Relances webhook (API v3) : 5 tentatives.', 'answer'],
  ],
  pt: [
    ['Reenvio de webhook (API v3): não documentado.', 'refusal'],
    ['Exportação PDF/A: N/A.\n\nVer: `/docs/exportar` ou abra um ticket pelo painel.', 'refusal'],
    ['Tamanho máximo de envio: Not found in knowledge base\nSource: SDK FAQ', 'refusal'],
    ['Horário da oficina: 9h–18h\nColeta em casa: Not found in knowledge base', 'partial'],
    ['Reenvio de webhook (API v3): 5 tentativas.', 'answer'],
  ],
  it: [
    ['Ritentativi webhook (API v3): non documentato.', 'refusal'],
    ['Esportazione PDF/A: N/A.\n\nVedi: `/docs/esporta` o apri una segnalazione dal menu *Aiuto*.', 'refusal'],
    ['Dimensione massima: Not found in knowledge base\nSource: SDK FAQ', 'refusal'],
    ['Orari officina: 9:00–18:00\nRitiro a domicilio: Not found in knowledge base', 'partial'],
    ['Ritentativi webhook (API v3): 5 tentativi.', 'answer'],
  ],
  ja: [
    ['**オフラインモード**\nNot found in knowledge base\nSource: SDK FAQ', 'refusal'],
    ['Webhookの再送（API v3）：未記載。\n\n参照：`/docs/webhooks`', 'refusal'],
    ['工房の営業：9:00〜18:00\n出張回収：Not found in knowledge base', 'partial'],
    ['Webhookの再送（API v3）：5回まで。', 'answer'],
  ],
  zh: [
    ['**离线模式（安卓版）**\nNot found in knowledge base\nSource: SDK FAQ', 'refusal'],
    ['Webhook 重试（API v3）：未说明。\n\n参见：`/docs/webhooks`，或在控制台提交工单。', 'refusal'],
    ['门店营业：9:00–18:00\n上门取件：Not found in knowledge base', 'partial'],
    ['Webhook 重试（API v3）：最多5次。', 'answer'],
  ],
});
