/**
 * Quote-first and reasoning-shown answers (round 12). An assistant may quote the passage it retrieved before saying
 * that the passage does not answer, or show its reasoning steps before a final part ("Answer: ...", "Fazit: ...").
 * - A quoted passage (a "> " line, or a line that is wholly a quotation, with or without an attribution "— Source" /
 *   "(Source, section 2)"), its attribution line and the line ending with ":" that introduces it are the source's
 *   text, not the assistant's claim, when a later clause of the answer declines. A clause after the quote whose
 *   subject is the passage ("That passage is about ...", "Das betrifft ...") and that holds no value describes the
 *   source beside that decline. A quote followed by the assistant's own answer keeps that answer a claim.
 * - In an answer that opens with a reasoning marker ("Reasoning:", "Let me think step by step", "Schritt 1:") and
 *   has a final part that a final-answer marker opens ("Answer:", "So:", "Fazit:", "結論：") and that declines, the
 *   steps before the final part that hold no value (no digit, number word, price or date) narrate what was checked.
 */
import { splitRefusalClauses, VALUE } from './refusal-clauses.js';
import { ideographicPairs } from './refusal-question.js';
import type { CompiledRefusalVocabulary } from './refusal-vocabulary.js';

interface Clause {
  text: string;
  kind: 'refusal' | 'filler' | 'claim' | 'uncertain';
  rule?: string;
}

interface Words {
  /** Opens the reasoning part (at the start of the answer's first clause). */
  opener: RegExp;
  /** Opens the final part (at the start of a clause). */
  final: RegExp;
  /** A number written as a word. */
  number: RegExp;
  /** The passage as the subject of a clause after the quote ("that passage", "it", "das", "este fragmento"). */
  passage: RegExp;
  /** The passage's negated "answer" ("it doesn't answer your question", "ne répond pas", "没有回答"). */
  unanswered: RegExp;
}

const b = String.raw`(?=$|[^\p{L}\p{N}])`;
const re = (source: string) => new RegExp(source, 'u');
const CJK_COUNTER = String.raw`[一二三四五六七八九十百千万两]+(?:円|元|块|時|时|人|名|日|天|歳|岁|分|件|個|个|回|次|月|年|号|點|点|本|枚|杯|位|週|周|間|小时|種|种|つ)`;

const WORDS: Record<string, Words> = {
  en: {
    opener: re(
      String.raw`^(?:reasoning|my reasoning|thinking(?: it through| aloud| out loud)?|let me (?:think|reason|work through|go through)|let us think|thinking step by step|step 1)${b}`,
    ),
    final: re(
      String.raw`^(?:final answer|short answer|answer|so|conclusion|in conclusion|therefore|result|bottom line|in short)\s*[:,]`,
    ),
    number: re(
      String.raw`\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|half|dozen|noon|midnight)\b`,
    ),
    unanswered: re(String.raw`\b(?:does not|did not) (?:really |quite )?answer\b`),
    passage: re(
      String.raw`^(?:but |and |so )?(?:it|this|that|these|those|(?:the|this|that) (?:passage|quote|excerpt|extract|snippet|text|line|sentence|section|paragraph|document|page|entry|notice|update|leaflet|rule|rules|faq|source|bit|part))\s`,
    ),
  },
  de: {
    opener: re(
      String.raw`^(?:meine überlegung|überlegung|ich überlege|lass(?:en sie)? mich|denken wir|schritt für schritt|schritt 1|gedankengang)${b}`,
    ),
    final: re(
      String.raw`^(?:antwort|endgültige antwort|fazit|also|ergebnis|schluss|kurz gesagt|kurz|daher|deshalb)\s*[:,]`,
    ),
    number: re(
      String.raw`\b(?:zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwanzig|dreißig|dreissig|hundert|tausend|halb|halbe|mittag|mitternacht)\b`,
    ),
    unanswered: re(String.raw`\bbeantworte\w*\b.*\bnicht\b|\bnicht (?:\w+ )?beantwort`),
    passage: re(
      String.raw`^(?:aber |und )?(?:sie|es|er|das|dies|diese|dieser|dieses|(?:die|diese|der|dieser|das|dieses) (?:stelle|passage|abschnitt|auszug|zitat|text|satz|dokument|absatz|eintrag|hinweis|seite|regel))\s`,
    ),
  },
  es: {
    opener: re(
      String.raw`^(?:pensando(?: en voz alta)?|razonamiento|mi razonamiento|razonando|veamos|déjame pensar|paso a paso|paso 1)${b}`,
    ),
    final: re(String.raw`^(?:respuesta(?: final)?|conclusión|entonces|así que|por lo tanto|en resumen|resumen)\s*[:,]`),
    number: re(
      String.raw`\b(?:dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|veinte|treinta|cien|ciento|mil|media|medio|mediodía|medianoche)\b`,
    ),
    unanswered: re(String.raw`\bno (?:\w+ )?(?:responde|contesta)\b`),
    passage: re(
      String.raw`^(?:pero |y )?(?:esto|eso|este|ese|habla|trata|se refiere|(?:el|este|ese|la|esta|esa) (?:fragmento|pasaje|texto|extracto|párrafo|apartado|documento|aviso|cita|frase|sección|línea|entrada|norma))\s`,
    ),
  },
  fr: {
    opener: re(
      String.raw`^(?:raisonnement|mon raisonnement|réflexion|je réfléchis|réfléchissons|voyons|étape par étape|étape 1)${b}`,
    ),
    final: re(String.raw`^(?:réponse(?: finale)?|conclusion|donc|bref|en résumé|en bref|résultat)\s*[:,]`),
    number: re(
      String.raw`\b(?:deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|vingt|trente|cent|mille|demi|demie|midi|minuit)\b`,
    ),
    unanswered: re(String.raw`\bn(?:e |')(?:y )?répond pas\b`),
    passage: re(
      String.raw`^(?:mais |et )?(?:il|elle|cela|ça|ceci|c'est|ce|(?:le|ce|cet|la|cette|l') ?(?:passage|extrait|texte|citation|document|paragraphe|phrase|section|ligne|avis|règlement|article))\s`,
    ),
  },
  pt: {
    opener: re(
      String.raw`^(?:raciocínio|meu raciocínio|pensando(?: alto)?|vamos ver|deixe-me pensar|deixa eu pensar|passo a passo|passo 1)${b}`,
    ),
    final: re(String.raw`^(?:resposta(?: final)?|conclusão|então|portanto|logo|resumindo|em resumo)\s*[:,]`),
    number: re(
      String.raw`\b(?:dois|duas|três|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|vinte|trinta|cem|cento|mil|meia|meio|meio-dia|meia-noite)\b`,
    ),
    unanswered: re(String.raw`\bnão (?:\w+ )?responde\b`),
    passage: re(
      String.raw`^(?:mas |e )?(?:isso|isto|ele|ela|fala|trata|(?:o|este|esse|a|esta|essa) (?:trecho|passagem|texto|excerto|parágrafo|documento|aviso|citação|frase|seção|secção|linha|regra))\s`,
    ),
  },
  it: {
    opener: re(
      String.raw`^(?:ragionamento|il mio ragionamento|ragionando|riflettendo|vediamo|fammi pensare|passo per passo|passo 1)${b}`,
    ),
    final: re(String.raw`^(?:risposta(?: finale)?|conclusione|quindi|dunque|in sintesi|pertanto|insomma)\s*[:,]`),
    number: re(
      String.raw`\b(?:due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|venti|trenta|cento|mille|mezzo|mezza|mezzogiorno|mezzanotte)\b`,
    ),
    unanswered: re(String.raw`\bnon (?:\w+ )?risponde\b`),
    passage: re(
      String.raw`^(?:ma |e )?(?:esso|essa|questo|quello|ciò|parla|riguarda|tratta|(?:il|questo|quel|la|questa|quella|l') ?(?:passaggio|brano|estratto|testo|citazione|documento|paragrafo|frase|sezione|riga|avviso|regolamento))\s`,
    ),
  },
  ja: {
    opener: re(String.raw`^(?:考え方|考察|思考|推論|検討|整理|ステップ\s*1|手順\s*1|順に考え)`),
    final: re(String.raw`^(?:回答|答え|結論|結果|まとめ|最終回答|つまり|よって|したがって)\s*[:：、,]`),
    number: re(CJK_COUNTER),
    unanswered: re(String.raw`(?:答えて|回答して|回答になって|答えになって)(?:い|お)?(?:ません|ない|らず)`),
    passage: re(
      String.raw`^(?:この|その|引用した|上記の|取得した)(?:一文|文|箇所|部分|記述|資料|文書|抜粋|引用|案内|説明|一節|ページ)`,
    ),
  },
  zh: {
    opener: re(String.raw`^(?:思路|推理|分析|思考|让我想想|我想一下|一步步|第一步|步骤\s*1)`),
    final: re(String.raw`^(?:回答|答案|结论|最终答案|所以|因此|总之|综上)\s*[:：,，]`),
    number: re(CJK_COUNTER),
    unanswered: re(String.raw`(?:没有|并没有|并未|未|没|不能)(?:直接)?回答`),
    passage: re(String.raw`^(?:这段|该段|这条|该条|这句|这一段|这部分|这里|它|引用的|上述)`),
  },
};

// A line that is wholly a quotation, with or without an attribution after it ("— Source", "(Source, section 2)").
const QUOTED_LINE =
  /^(?:>\s*)?(?:"[^"]+"|“[^”]+”|„[^“”]+[“”]|«[^»]+»|「[^」]+」|『[^』]+』)\s*[.。]?\s*(?:(?:[—–―-]{1,2}|――)\s*[^\n]+|[(（][^)）]+[)）])?\s*[.。]?$/u;
const BLOCK_QUOTE = /^>\s*\S/u;
// A line that says where the quote comes from: "— Source", "-- Source", "(Source, section 2)", "——クラブ紹介".
const ATTRIBUTION = /^(?:[—–―]{1,2}|--?)\s*\S|^[(（][^)）]+[)）]\s*$/u;
const INTRO = /[:：]\s*$/u;
// A reference number in an introduction or attribution ("section 2", "§ 3"): where the passage is, not a value.
const REFERENCE_NUMBER = /(?:§\s*)?\b\d{1,3}(?=\s*(?:[,:：)）]|$))/gu;
// A step's own number ("Step 2:", "2.", "Schritt 1:", "ステップ1："): the order of the reasoning, not a value.
const STEP_NUMBER = /^\s*(?:[\p{L}]+\s*)?\d{1,2}\s*[.):：]?\s*|\s*\b\d{1,2}$/u;

type LineKind = 'quote' | 'attribution' | 'intro' | 'text';

function lineKinds(lines: readonly string[]): LineKind[] {
  const kinds: LineKind[] = lines.map((l) => (BLOCK_QUOTE.test(l) || QUOTED_LINE.test(l) ? 'quote' : 'text'));
  let previous = -1;
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] === '') continue;
    if (kinds[i] === 'text' && previous >= 0 && kinds[previous] !== 'text' && kinds[previous] !== 'intro') {
      if (ATTRIBUTION.test(lines[i]!)) kinds[i] = 'attribution';
    }
    previous = i;
  }
  let next = -1;
  for (let i = lines.length - 1; i >= 0; i--) {
    if (lines[i] === '') continue;
    if (kinds[i] === 'text' && next >= 0 && kinds[next] === 'quote' && INTRO.test(lines[i]!)) kinds[i] = 'intro';
    next = i;
  }
  return kinds;
}

const hasValue = (text: string, words: Words | undefined) => VALUE.test(text) || words?.number.test(text) === true;

// White space within a line only: a line start after a run of line breaks is tried once (a run of 100,000 newlines
// took seconds with \s*, which ran over every later line break from every line start).
const MAY_QUOTE = /^[^\S\n\r\u2028\u2029]*(?:>|["“„«「『])/mu;

/**
 * Whether `refusalReading` needs the whole reading after the quick one (`read`: a decline and no claim, `claims`: a
 * decline and claims, false: no decline): claims after a decline with the question given, or an answer that may quote
 * or show reasoning (a line opening with a quote; with claims, a colon); without a decline only one that may quote (a
 * passage's negated "answer" is read only after a quote).
 */
export function needsWholeReading(read: boolean | 'claims', answer: string, question: string | undefined): boolean {
  if (read === true) return false;
  if (read === 'claims' && question !== undefined) return true;
  return MAY_QUOTE.test(answer) || (read === 'claims' && /[:：]/u.test(answer));
}

/**
 * Reads again, in an answer that refuses, the clauses of a quoted passage and of shown reasoning (see above): they
 * become fillers (`quoted-passage`, `passage-description`, `reasoning-step`). Changes `clauses` in place.
 */
export function readQuotesAndReasoning(answer: string, clauses: Clause[], vocabulary: CompiledRefusalVocabulary): void {
  const split = (text: string) => splitRefusalClauses(text, vocabulary).map((c) => c.text);
  const words = vocabulary.languages.length === 1 ? WORDS[vocabulary.languages[0]!] : undefined;
  readReasoning(clauses, words);
  readQuotes(answer, clauses, words, split);
}

function readReasoning(clauses: Clause[], words: Words | undefined): void {
  if (words === undefined) return;
  const first = clauses.findIndex((c) => c.kind !== 'filler' || c.rule === 'layout');
  if (first < 0 || !words.opener.test(clauses[first]!.text)) return;
  let final = -1;
  for (let i = first + 1; i < clauses.length; i++) {
    if (words.final.test(clauses[i]!.text)) final = i;
  }
  if (final < 0 || !clauses.slice(final).some((c) => c.kind === 'refusal')) return;
  for (let i = first; i < final; i++) {
    const c = clauses[i]!;
    if (c.kind !== 'claim' && c.kind !== 'uncertain') continue;
    if (hasValue(c.text.replace(STEP_NUMBER, ' '), words)) continue;
    clauses[i] = { text: c.text, kind: 'filler', rule: 'reasoning-step' };
  }
}

const CONTENT_WORD = /[\p{L}][\p{L}'-]{3,}/gu;

function quoteWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const [w] of text.toLowerCase().matchAll(CONTENT_WORD)) words.add(w);
  for (const pair of ideographicPairs(text)) words.add(` ${pair}`);
  return words;
}

/**
 * Whether a decline after the quote restates what the quote says (three of its words, or six of its pairs of Han or katakana characters): the
 * assistant then uses the quote to answer ("Le vestiaire est au premier étage, près de l'accueil. Son tarif ..."),
 * and the quote stays a claim.
 */
function restatesQuote(
  lines: readonly string[],
  kinds: readonly LineKind[],
  clauses: readonly Clause[],
  owner: readonly number[],
  lastQuoteLine: number,
): boolean {
  const quoted = quoteWords(lines.filter((_, l) => kinds[l] === 'quote').join(' '));
  return clauses.some((c, i) => {
    if (c.kind !== 'refusal' || owner[i]! <= lastQuoteLine) return false;
    let words = 0;
    let pairs = 0;
    for (const w of quoteWords(c.text)) {
      if (quoted.has(w) && w.startsWith(' ')) pairs++;
      else if (quoted.has(w)) words++;
    }
    return words >= 3 || pairs >= 6;
  });
}

function readQuotes(
  answer: string,
  clauses: Clause[],
  words: Words | undefined,
  split: (text: string) => readonly string[],
): void {
  // Every quote line opens with ">" or a quotation mark once trimmed: an answer with no such line is left at once.
  if (!MAY_QUOTE.test(answer)) return;
  const lines = answer.split(/\r?\n/u).map((l) => l.trim());
  const kinds = lineKinds(lines);
  if (!kinds.includes('quote')) return;
  // Which line each clause comes from: the answer split line by line must give the same clauses.
  const owner: number[] = [];
  for (const [l, line] of lines.entries()) {
    if (line === '') continue;
    for (const text of split(line)) {
      if (clauses[owner.length]?.text !== text) return;
      owner.push(l);
    }
  }
  if (owner.length !== clauses.length) return;
  const lastQuoteLine = kinds.lastIndexOf('quote');
  const after = (i: number) => owner[i]! > lastQuoteLine;
  clauses.forEach((c, i) => {
    if (
      c.kind === 'claim' &&
      after(i) &&
      words?.passage.test(c.text) &&
      words.unanswered.test(c.text) &&
      !hasValue(c.text, words)
    ) {
      clauses[i] = { text: c.text, kind: 'refusal', rule: 'passage-does-not-answer' };
    }
  });
  if (restatesQuote(lines, kinds, clauses, owner, lastQuoteLine)) return;
  if (!clauses.some((c, i) => c.kind === 'refusal' && after(i))) return;
  clauses.forEach((c, i) => {
    if (c.kind !== 'claim' && c.kind !== 'uncertain') return;
    const kind = kinds[owner[i]!]!;
    if (kind === 'quote') {
      clauses[i] = { text: c.text, kind: 'filler', rule: 'quoted-passage' };
    } else if ((kind === 'attribution' || kind === 'intro') && !VALUE.test(c.text.replace(REFERENCE_NUMBER, ' '))) {
      clauses[i] = { text: c.text, kind: 'filler', rule: 'quoted-passage' };
    } else if (
      kind === 'text' &&
      after(i) &&
      words?.passage.test(c.text) === true &&
      !hasValue(c.text, words) &&
      (clauses[i - 1]?.kind === 'refusal' || clauses[i + 1]?.kind === 'refusal')
    ) {
      clauses[i] = { text: c.text, kind: 'filler', rule: 'passage-description' };
    }
  });
}
