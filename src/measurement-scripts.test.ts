/**
 * The options of the measurement scripts (scripts/measure/judge-cv.mjs, heldout-probes.mjs, number-probes.mjs,
 * correctness-cv.mjs, citation-support.mjs and the samplers, through scripts/measure/script-args.mjs): `--help` prints
 * the usage, a bad option or a missing build is one line on stderr and exit 2, never a stack trace. The option runs
 * stop before the script reads a build or a data row; the label-file runs read small files written here (dist/ built),
 * never a benchmark row.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

const scripts = join(import.meta.dirname, '../scripts/measure');
const SCRIPTS = [
  'judge-cv',
  'heldout-probes',
  'number-probes',
  'correctness-cv',
  'citation-support',
  'citation-support-dev',
  'evouna-sample',
  'citations-sample',
  'evidence-bearing',
  'history-sim',
];
/** The option of each script that takes a value. */
const VALUED: Record<string, string> = {
  'judge-cv': '--objective',
  'correctness-cv': '--file',
  'citation-support': '--file',
  'evouna-sample': '--source',
  'citations-sample': '--source',
  'evidence-bearing': '--file',
};

function run(file: string, args: string[]) {
  const r = spawnSync(process.execPath, [file, ...args], { encoding: 'utf8', timeout: 30_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
const script = (name: string, ...args: string[]) => run(join(scripts, `${name}.mjs`), args);

/** Exit 2 and one line on stderr, starting with the script's name. */
function expectUsageError(result: ReturnType<typeof run>, name: string, says: RegExp): void {
  expect(result.stderr.trimEnd().split('\n'), result.stderr).toHaveLength(1);
  expect(result.stderr).toMatch(new RegExp(`^${name}: `));
  expect(result.stderr).toMatch(says);
  expect(result.stderr).not.toMatch(/\n\s+at /);
  expect(result.status).toBe(2);
}

const work = mkdtempSync(join(tmpdir(), 'ragcheck-scripts-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the measurement scripts', { timeout: 60_000 }, () => {
  test.for(SCRIPTS)('%s --help prints its usage and exits 0', (name) => {
    for (const flag of ['--help', '-h']) {
      const result = script(name, flag);
      expect(result.status).toBe(0);
      expect(result.stderr).toBe('');
      expect(result.stdout).toContain(`node scripts/measure/${name}.mjs`);
      expect(result.stdout).not.toMatch(/^\s*\/?\*/m);
    }
  });

  test.for(SCRIPTS)('%s: an unknown option or a missing value is one line naming the script, exit 2', (name) => {
    expectUsageError(script(name, '--nope'), name, /--nope.*--help/);
    expectUsageError(script(name, 'stray'), name, /stray.*--help/);
    const valued = VALUED[name] ?? '--dist';
    expectUsageError(script(name, valued), name, new RegExp(`${valued}.*--help`));
  });

  test('judge-cv: a --bootstrap that is not a positive whole number is a usage error before anything runs', () => {
    for (const value of ['abc', '0', '2.5', '-1']) {
      expectUsageError(script('judge-cv', '--bootstrap', value), 'judge-cv', /--bootstrap/);
    }
    expectUsageError(script('judge-cv', '--bootstrap=-1'), 'judge-cv', /--bootstrap must be/);
  });

  test('heldout-probes: a --min outside [0, 1] is a usage error', () => {
    expectUsageError(script('heldout-probes', '--min', '2'), 'heldout-probes', /--min/);
  });

  test.for(['heldout-probes', 'number-probes', 'citation-support-dev'])(
    '%s: a --dist with no build is named, exit 2',
    (name) => {
      expectUsageError(script(name, '--dist', join(work, 'nowhere')), name, /no build at .*nowhere/);
    },
  );

  test('judge-cv with no build next to it names the missing build, exit 2', () => {
    mkdirSync(join(work, 'scripts/measure'), { recursive: true });
    for (const file of ['judge-cv.mjs', 'script-args.mjs'])
      copyFileSync(join(scripts, file), join(work, 'scripts/measure', file));
    expectUsageError(run(join(work, 'scripts/measure/judge-cv.mjs'), []), 'judge-cv', /no build at .*npm run build/);
  });

  test.for(['correctness-cv', 'citation-support', 'evouna-sample', 'citations-sample'])(
    '%s: a --bootstrap, --questions or --source that is missing or malformed is a usage error',
    (name) => {
      if (name.endsWith('-sample')) {
        expectUsageError(script(name), name, /--source DIR .* is required/);
        if (name === 'evouna-sample')
          expectUsageError(script(name, '--source', work, '--questions', '0'), name, /--questions/);
      } else {
        expectUsageError(script(name, '--bootstrap', '0'), name, /--bootstrap must be/);
      }
    },
  );
});

// The label-file runs need a build, as every measurement script does (`npm ci` makes one; `npm run build` after a
// change): without one they fail with the script's "no build" message, never skip.
describe('the label-file measurement scripts on a small file', { timeout: 120_000 }, () => {
  const file = (name: string, rows: unknown[]) => {
    const path = join(work, name);
    writeFileSync(path, rows.map((r) => (typeof r === 'string' ? r : JSON.stringify(r))).join('\n'));
    return path;
  };
  // Our own rows: a stated reference, a wrong person, a wrong year, a refusal; 24 questions, so every hash fold has some.
  const correctnessRows = Array.from({ length: 24 }, (_, i) => {
    const kind = i % 4;
    const reference = [`Ada Lovelace${i}`, `Marie Curie${i}`, `${1900 + i}`, `Lake Kivu${i}`][kind] as string;
    const answer = [
      `It was written by Ada Lovelace${i} in her notes.`,
      `It was Pierre Dupont${i}.`,
      `That happened in ${1800 + i}.`,
      "I don't know.",
    ][kind] as string;
    return {
      id: `q${i}`,
      group: `q${i}`,
      question: `Question ${i}?`,
      references: [reference],
      answer,
      human: kind === 0 ? 1 : 0,
    };
  });

  test('correctness-cv prints the held-out table of every method and no row', () => {
    const result = script('correctness-cv', '--file', file('c.jsonl', correctnessRows), '--bootstrap', '20');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.status, result.stderr).toBe(0);
    for (const method of ['ragcheck correctness >= t', 'token-F1 >= t', 'exact match', 'lexical match'])
      expect(result.stdout).toContain(`| ${method}`);
    // On these rows the claims decide: the stated references pass, the rest fail, so the held-out kappa is 1.
    expect(result.stdout).toMatch(/\| ragcheck correctness >= t \| 1\.000 \| 1\.00 \|/);
    expect(result.stdout).not.toMatch(/Lovelace|Dupont|Kivu/);
  });

  test('correctness-cv: a row with a bad field is one line naming the file, line and field, exit 2', () => {
    const rows = [correctnessRows[0], { ...correctnessRows[1], human: 'yes' }];
    const path = file('bad.jsonl', rows);
    expectUsageError(
      script('correctness-cv', '--file', path),
      'correctness-cv',
      /bad\.jsonl:2: field "human" must be 1/,
    );
    const noRefs = file('norefs.jsonl', [{ ...correctnessRows[0], references: [] }]);
    expectUsageError(
      script('correctness-cv', '--file', noRefs),
      'correctness-cv',
      /norefs\.jsonl:1: field "references"/,
    );
    expectUsageError(
      script('correctness-cv', '--file', file('notjson.jsonl', ['{'])),
      'correctness-cv',
      /notjson\.jsonl:1: not JSON/,
    );
  });

  test('evidence-bearing counts the supported claims whose evidence does not bear on them, and lists them', () => {
    const context = 'The ferry to Zelnor leaves at 7 am. Tickets cost 12 euros at the harbour office.';
    const reply = (id: string, evidence: string) => ({
      id,
      domain: 'travel',
      question: 'When does the ferry leave?',
      context,
      answer: 'The ferry to Zelnor leaves at 7 am.',
      claims: [['The ferry to Zelnor leaves at 7 am.', 'supported', evidence]],
    });
    const replies = [reply('fair', 'The ferry to Zelnor leaves at 7 am'), reply('unrelated', 'Tickets cost 12 euros')];
    const path = join(work, 'replies.json');
    writeFileSync(path, JSON.stringify(replies));
    const result = script('evidence-bearing', '--file', path);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('At the floor 0.3: 1 of 2 supported claims rejected (50.0%).');
    expect(result.stdout).toMatch(/- unrelated: claim .* evidence "Tickets cost 12 euros"/);
    expectUsageError(script('evidence-bearing', '--floor', '2'), 'evidence-bearing', /--floor/);
  });

  test('citation-support flags the sentence its cited passage does not support, and prints no row', () => {
    const rows = Array.from({ length: 8 }, (_, i) => ({
      id: `c${i}`,
      source: i < 4 ? 'mine' : 'theirs',
      question: `Where is the harbour of town ${i}?`,
      sentence: `The harbour of Zelnor${i} lies on the northern coast [${i + 1}].`,
      passages: [
        {
          marker: String(i + 1),
          text:
            i % 2 === 0
              ? `The harbour of Zelnor${i} lies on the northern coast, near the old lighthouse.`
              : `Quorvath${i} exports wool and grain to inland markets every autumn.`,
        },
      ],
      human: i % 2 === 0 ? 1 : 0,
    }));
    const result = script('citation-support', '--file', file('cit.jsonl', rows), '--bootstrap', '20');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/\| all \| heuristic judge \| 8 \| 1\.000 \| 1\.00 \| 1\.00 \|/);
    expect(result.stdout).toContain('| mine | heuristic judge | 4 |');
    expect(result.stdout).not.toMatch(/Zelnor|Quorvath/);
    const bad = file('cit-bad.jsonl', [{ ...rows[0], passages: [] }]);
    expectUsageError(
      script('citation-support', '--file', bad),
      'citation-support',
      /cit-bad\.jsonl:1: field "passages"/,
    );
  });
});

describe('history-sim', { timeout: 120_000 }, () => {
  test('prints one row per app, the slide flagged and the unchanged app not, on a few series', () => {
    const result = script('history-sim', '--series', '3', '--seed', '3');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const rows = result.stdout.split('\n').filter((l) => /^\| (slides|unchanged)/.test(l));
    expect(rows.map((r) => r.split(' | ')[0])).toEqual(['| slides 0.03 a run', '| unchanged']);
    expect(rows[0]?.split(' | ')[1]).toBe('100.0%');
    expectUsageError(script('history-sim', '--slide', '2'), 'history-sim', /--slide must be a number in \(0, 1\)/);
  });
});

/** One row per spent fresh refusal file: dev data, reported with its misses. */
const SPENT = [
  ['refusal-fresh.jsonl', 'rd1', 'fr', 'Quand ouvre-t-elle ?', 'La piscine ouvre à 7 h.'],
  ['refusal-fresh2.jsonl', 'rd2', 'it', 'Quando apre?', 'Il bagno turco apre alle 7.'],
  ['refusal-fresh3.jsonl', 'rd3', 'pt', 'Quando abre?', 'O ginásio abre às 6.'],
  ['refusal-fresh4.jsonl', 'rd4', 'de', 'Wann öffnet es?', 'Das Hallenbad öffnet um 7.'],
  ['refusal-fresh5.jsonl', 'rd5', 'ja', '何時に開きますか？', 'プールは7時に開きます。'],
  ['refusal-fresh6.jsonl', 'rd6', 'zh', '几点开门？', '游泳池早上7点开门。'],
  ['refusal-fresh7.jsonl', 'rd7', 'en', 'When does it open?', 'The pool opens at 7.'],
  ['refusal-fresh8.jsonl', 'rd8', 'es', '¿Cuándo abre?', 'El gimnasio abre a las 6.'],
  ['refusal-fresh9.jsonl', 'rd9', 'pt', 'Quando abre?', 'A piscina abre às 7.'],
  ['refusal-fresh10.jsonl', 'rd10', 'de', 'Wann öffnet es?', 'Die Sauna öffnet um 8.'],
  ['refusal-fresh11.jsonl', 'rd11', 'it', 'Quando apre?', 'La palestra apre alle 6.'],
  ['refusal-fresh12.jsonl', 'rd12', 'fr', 'Quand ouvre-t-il ?', 'Le gymnase ouvre à 6 h.'],
  ['refusal-fresh13.jsonl', 'rd13', 'ja', '何時に開きますか？', 'ジムは6時に開きます。'],
  ['refusal-fresh14.jsonl', 'rd14', 'en', 'When does it open?', 'The stadium opens at 8.'],
  ['refusal-fresh15.jsonl', 'rd15', 'it', 'Quando apre?', 'Lo stadio apre alle 8.'],
  ['refusal-fresh16.jsonl', 'rd16', 'zh', '几点开门？', '健身房早上6点开门。'],
  ['refusal-fresh17.jsonl', 'rd17', 'de', 'Wann öffnet es?', 'Das Stadion öffnet um 9.'],
  ['refusal-fresh18.jsonl', 'rd18', 'fr', 'Quand ouvre-t-il ?', 'Le stade ouvre à 9 h.'],
  ['refusal-fresh19.jsonl', 'rd19', 'pt', 'Quando abre?', 'O estádio abre às 9.'],
  ['refusal-fresh20.jsonl', 'rd20', 'ja', '何時に開きますか？', 'スタジアムは9時に開きます。'],
  ['refusal-fresh21.jsonl', 'rd21', 'en', 'When does it open?', 'The arena opens at 10.'],
  ['refusal-fresh22.jsonl', 'rd22', 'es', '¿Cuándo abre?', 'El estadio abre a las 9.'],
  ['refusal-fresh23.jsonl', 'rd23', 'it', 'Quando apre?', "L'arena apre alle 10."],
  ['refusal-fresh24.jsonl', 'rd24', 'zh', '几点开门？', '体育馆早上9点开门。'],
  ['refusal-fresh25.jsonl', 'rd25', 'en', 'When does it open?', 'The hall opens at 10.'],
  ['refusal-fresh26.jsonl', 'rd26', 'de', 'Wann öffnet es?', 'Die Halle öffnet um 10.'],
  ['refusal-fresh27.jsonl', 'rd27', 'fr', 'Quand ouvre-t-elle ?', 'La salle ouvre à 10 h.'],
  ['refusal-fresh28.jsonl', 'rd28', 'pt', 'Quando abre?', 'O salão abre às 10.'],
  ['refusal-fresh29.jsonl', 'rd29', 'es', '¿Cuándo abre?', 'La sala abre a las 10.'],
  ['refusal-fresh30.jsonl', 'rd30', 'it', 'Quando apre?', 'La sala apre alle 10.'],
  ['refusal-fresh31.jsonl', 'rd31', 'ja', '何時に開きますか？', 'ホールは10時に開きます。'],
  ['refusal-fresh32.jsonl', 'rd32', 'zh', '几点开门？', '大厅早上10点开门。'],
  ['refusal-fresh33.jsonl', 'rd33', 'en', 'When does it open?', 'The gallery opens at 11.'],
  ['refusal-fresh34.jsonl', 'rd34', 'de', 'Wann öffnet es?', 'Die Galerie öffnet um 11.'],
  ['refusal-fresh35.jsonl', 'rd35', 'fr', 'Quand ouvre-t-elle ?', 'La galerie ouvre à 11 h.'],
  ['refusal-fresh36.jsonl', 'rd36', 'pt', 'Quando abre?', 'A galeria abre às 11.'],
  ['refusal-fresh37.jsonl', 'rd37', 'es', '¿Cuándo abre?', 'La galería abre a las 11.'],
  ['refusal-fresh38.jsonl', 'rd38', 'it', 'Quando apre?', 'La galleria apre alle 11.'],
  ['refusal-fresh39.jsonl', 'rd39', 'ja', '何時に開きますか？', 'ギャラリーは11時に開きます。'],
  ['refusal-fresh40.jsonl', 'rd40', 'zh', '几点开门？', '画廊早上11点开门。'],
  ['refusal-fresh41.jsonl', 'rd41', 'en', 'When does it open?', 'The museum opens at 9.'],
  ['refusal-fresh42.jsonl', 'rd42', 'de', 'Wann öffnet es?', 'Das Museum öffnet um 9.'],
  ['refusal-fresh43.jsonl', 'rd43', 'fr', 'Quand ouvre-t-il ?', 'Le musée ouvre à 9 h.'],
  ['refusal-fresh44.jsonl', 'rd44', 'pt', 'Quando abre?', 'O museu abre às 9.'],
  ['refusal-fresh45.jsonl', 'rd45', 'es', '¿Cuándo abre?', 'El museo abre a las 9.'],
  ['refusal-fresh46.jsonl', 'rd46', 'it', 'Quando apre?', 'Il museo apre alle 9.'],
  ['refusal-fresh47.jsonl', 'rd47', 'ja', '何時に開きますか？', '博物館は9時に開きます。'],
  ['refusal-fresh48.jsonl', 'rd48', 'zh', '几点开门？', '博物馆早上9点开门。'],
  ['refusal-fresh49.jsonl', 'rd49', 'en', 'When does it close?', 'The shop closes at 6.'],
  ['refusal-fresh50.jsonl', 'rd50', 'de', 'Wann schließt es?', 'Der Laden schließt um 18 Uhr.'],
  ['refusal-fresh51.jsonl', 'rd51', 'fr', 'Quand ferme-t-il ?', 'La boutique ferme à 18 h.'],
  ['refusal-fresh52.jsonl', 'rd52', 'it', 'Quando chiude?', 'Il negozio chiude alle 18.'],
  ['refusal-fresh53.jsonl', 'rd53', 'pt', 'Quando fecha?', 'A loja fecha às 18h.'],
  ['refusal-fresh54.jsonl', 'rd54', 'es', '¿Cuándo cierra?', 'La tienda cierra a las 18.'],
  ['refusal-fresh55.jsonl', 'rd55', 'ja', '何時に閉まりますか？', '店は18時に閉まります。'],
  ['refusal-fresh56.jsonl', 'rd56', 'zh', '几点关门？', '商店晚上6点关门。'],
  ['refusal-fresh57.jsonl', 'rd57', 'en', 'How much is a day pass?', 'A day pass costs 12 euros.'],
  ['refusal-fresh58.jsonl', 'rd58', 'de', 'Was kostet eine Tageskarte?', 'Eine Tageskarte kostet 12 Euro.'],
  ['refusal-fresh59.jsonl', 'rd59', 'fr', 'Combien coûte un ticket ?', 'Un ticket coûte 2 euros.'],
  ['refusal-fresh60.jsonl', 'rd60', 'it', 'Quanto costa un biglietto?', 'Un biglietto costa 2 euro.'],
  ['refusal-fresh61.jsonl', 'rd61', 'pt', 'Quanto custa um bilhete?', 'Um bilhete custa 2 euros.'],
  ['refusal-fresh62.jsonl', 'rd62', 'es', '¿Cuánto cuesta un billete?', 'Un billete cuesta 2 euros.'],
  ['refusal-fresh63.jsonl', 'rd63', 'ja', '切符はいくらですか？', '切符は200円です。'],
  ['refusal-fresh64.jsonl', 'rd64', 'zh', '车票多少钱？', '车票2元。'],
  ['refusal-fresh65.jsonl', 'rd65', 'en', 'Is there a gym?', 'Yes, the gym opens at 9.'],
  ['refusal-fresh66.jsonl', 'rd66', 'de', 'Gibt es einen Fitnessraum?', 'Ja, der Fitnessraum öffnet um 9 Uhr.'],
  ['refusal-fresh67.jsonl', 'rd67', 'fr', 'Y a-t-il une salle de sport ?', 'Oui, la salle de sport ouvre à 9 h.'],
  ['refusal-fresh68.jsonl', 'rd68', 'it', "C'è una palestra?", 'Sì, la palestra apre alle 9.'],
  ['refusal-fresh69.jsonl', 'rd69', 'pt', 'Há academia?', 'Sim, a academia abre às 9h.'],
  ['refusal-fresh70.jsonl', 'rd70', 'ja', 'ジムはありますか？', 'はい、ジムは9時に開きます。'],
  ['refusal-fresh71.jsonl', 'rd71', 'en', 'Is there a pool?', 'Yes, the pool opens at 7.'],
  ['refusal-fresh72.jsonl', 'rd72', 'de', 'Gibt es ein Schwimmbad?', 'Ja, das Schwimmbad öffnet um 7 Uhr.'],
  ['refusal-fresh73.jsonl', 'rd73', 'fr', 'Y a-t-il une piscine ?', 'Oui, la piscine ouvre à 7 h.'],
  ['refusal-fresh74.jsonl', 'rd74', 'it', "C'è una piscina?", 'Sì, la piscina apre alle 7.'],
  ['refusal-fresh75.jsonl', 'rd75', 'pt', 'Há piscina?', 'Sim, a piscina abre às 7h.'],
  ['refusal-fresh76.jsonl', 'rd76', 'es', '¿Hay piscina?', 'Sí, la piscina abre a las 7.'],
  ['refusal-fresh77.jsonl', 'rd77', 'ja', 'プールはありますか？', 'はい、プールは7時に開きます。'],
  ['refusal-fresh78.jsonl', 'rd78', 'zh', '有游泳池吗？', '有，游泳池早上7点开门。'],
  ['refusal-fresh79.jsonl', 'rd79', 'en', 'Is there a library?', 'Yes, the library opens at 8.'],
  ['refusal-fresh80.jsonl', 'rd80', 'de', 'Gibt es eine Bibliothek?', 'Ja, die Bibliothek öffnet um 8 Uhr.'],
  ['refusal-fresh81.jsonl', 'rd81', 'fr', 'Y a-t-il une bibliothèque ?', 'Oui, la bibliothèque ouvre à 8 h.'],
  ['refusal-fresh82.jsonl', 'rd82', 'it', "C'è una biblioteca?", 'Sì, la biblioteca apre alle 8.'],
  ['refusal-fresh83.jsonl', 'rd83', 'pt', 'Há biblioteca?', 'Sim, a biblioteca abre às 8h.'],
  ['refusal-fresh84.jsonl', 'rd84', 'es', '¿Hay biblioteca?', 'Sí, la biblioteca abre a las 8.'],
  ['refusal-fresh85.jsonl', 'rd85', 'ja', '図書館はありますか？', 'はい、図書館は8時に開きます。'],
  ['refusal-fresh86.jsonl', 'rd86', 'zh', '有图书馆吗？', '有，图书馆早上8点开门。'],
  ['refusal-fresh87.jsonl', 'rd87', 'en', 'Is there a cinema?', 'Yes, the cinema opens at 5.'],
  ['refusal-fresh88.jsonl', 'rd88', 'de', 'Gibt es ein Kino?', 'Ja, das Kino öffnet um 17 Uhr.'],
  ['refusal-fresh89.jsonl', 'rd89', 'fr', 'Y a-t-il un cinéma ?', 'Oui, le cinéma ouvre à 17 h.'],
  ['refusal-fresh90.jsonl', 'rd90', 'it', "C'è un cinema?", 'Sì, il cinema apre alle 17.'],
  ['refusal-fresh91.jsonl', 'rd91', 'pt', 'Há cinema?', 'Sim, o cinema abre às 17h.'],
  ['refusal-fresh92.jsonl', 'rd92', 'es', '¿Hay cine?', 'Sí, el cine abre a las 17.'],
] as const;

describe('fresh held-out files beside the probe sets', { timeout: 120_000 }, () => {
  // Our own rows in a directory of our own (`--probes`), never the repo's probe files.
  const dir = join(work, 'probes');
  mkdirSync(dir, { recursive: true });
  const write = (name: string, rows: object[]) =>
    writeFileSync(join(dir, name), rows.map((r) => JSON.stringify(r)).join('\n'));
  const refusal = { id: 'r1', answer: "I don't know the gym's opening hours.", expected: 'refusal' };
  const numbers = {
    id: 'n1',
    answer: 'The pool is 25 m long.',
    context: 'The pool is 25 m long.',
    expected: 'supported',
  };
  const keyword = { id: 'k1', answer: 'The coach’s notes arrived.', keyword: 'coach', expected: true };
  write('refusal.jsonl', [refusal]);
  write('refusal-languages.jsonl', [{ ...refusal, language: 'en' }]);
  write('numbers.jsonl', [numbers]);
  write('keywords.jsonl', [keyword]);
  write('keywords-morphology.jsonl', [keyword]);
  write('refusal-nextstep.jsonl', [{ ...refusal, language: 'en' }]);
  // One wrong label in each fresh file: the gate must not count it, and its row must stay unprinted.
  write('numbers-fresh.jsonl', [numbers, { ...numbers, id: 'nf2', answer: 'The pool is 50 m long.' }]);
  write('keywords-fresh.jsonl', [{ ...keyword, id: 'kf1', answer: 'The trainer left early.', expected: true }]);
  // One wrong row in each spent fresh file (dev data now): reported by language, with its miss printed.
  for (const [file, id, language, question, answer] of SPENT)
    write(file, [{ ...refusal, id, language, question, answer }]);
  write('refusal-fresh93.jsonl', [
    { ...refusal, id: 'rf1', language: 'es', question: '¿A qué hora abre?', answer: 'La piscina abre a las 7.' },
  ]);
  write('refusal-fresh94.jsonl', [
    { ...refusal, id: 'rf2', language: 'es', question: '¿Hay sauna?', answer: 'No encuentro nada sobre la sauna.' },
  ]);

  write('refusal-precision12.jsonl', [
    { ...refusal, id: 'rq1', language: 'it', question: "C'è un bar?", answer: 'Sì, il bar apre alle 8.' },
  ]);
  write('refusal-precision21.jsonl', [
    { ...refusal, id: 'rp1', language: 'es', question: '¿Hay sauna?', answer: 'Sí, la sauna abre a las 9.' },
    { ...refusal, id: 'rp2', language: 'es', question: '¿Hay sauna?', answer: 'No encuentro nada sobre la sauna.' },
  ]);

  // A decline beside a statement the grammar leaves uncertain and the statement model settles.
  write('refusal-precision22.jsonl', [
    {
      ...refusal,
      id: 'rs1',
      language: 'en',
      question: 'When does the pool close on Sundays?',
      answer: "I don't know when it closes. You can bring guests.",
    },
  ]);

  test('refusal-heldout reads the with-question line with the statement model on, or off with --no-statement-model', () => {
    const section = (stdout: string) => stdout.slice(stdout.indexOf('refusal-precision22.jsonl), by language'));
    const args = ['--probes', dir, '--xstest', join(dir, 'none.jsonl'), '--quiet'];
    const off = script('refusal-heldout', ...args, '--no-statement-model');
    expect(off.status).toBe(0);
    expect(section(off.stdout)).toMatch(
      /all {2}with question {3}n= {2}1 acc 0\.000 [^\n]*model settles 0 \(declines 0\)/,
    );
    for (const on of [script('refusal-heldout', ...args), script('refusal-heldout', ...args, '--statement-model')]) {
      expect(on.status).toBe(0);
      expect(section(on.stdout)).toMatch(
        /all {2}with question {3}n= {2}1 acc 1\.000 [^\n]*model settles 1 \(declines 1\)/,
      );
      expect(on.stdout).not.toContain('You can bring guests');
    }
    const both = script('refusal-heldout', ...args, '--statement-model', '--no-statement-model');
    expect(both.status).toBe(2);
    expect(both.stderr).toMatch(/contradict each other/);
  });

  test('heldout-probes reports them apart, outside the --min gate, without their rows', () => {
    const result = script('heldout-probes', '--probes', dir, '--quiet', '--min', '0.95');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('numbers: 1/1 (100.0%)');
    expect(result.stdout).toContain('fresh numbers-fresh: 1/2 (50.0%), not gated by --min');
    expect(result.stdout).toContain('fresh keywords-fresh: 0/1 (0.0%), not gated by --min');
    expect(result.stdout).not.toContain('50 m');
    const misses = script('heldout-probes', '--probes', dir, '--quiet', '--misses');
    expect(misses.stdout).toContain('nf2: expected supported');
  });

  test('refusal-heldout reports the fresh refusal file by language, without its rows unless --misses', () => {
    const result = script('refusal-heldout', '--probes', dir, '--xstest', join(dir, 'none.jsonl'));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /## Fresh held-out probes \(\S*refusal-fresh93\.jsonl\)[^\n]*\nes {3}ragcheck {8}n= {2}1 acc 0\.000/,
    );
    expect(result.stdout).toMatch(
      /## Fresh held-out probes \(\S*refusal-fresh94\.jsonl\)[^\n]*\nes {3}ragcheck {8}n= {2}1 acc 1\.000/,
    );
    // Held out together, the files are also pooled, each accuracy with its 95% interval (1 of 2 right: 0.095-0.905).
    expect(result.stdout).toMatch(
      /## Fresh held-out probes pooled \(refusal-fresh93\.jsonl, refusal-fresh94\.jsonl\)[^\n]*\nes {3}ragcheck {8}n= {2}2 acc 0\.500 [^\n]* acc 95% CI 0\.095-0\.905\n/,
    );
    expect(result.stdout).toMatch(/all {2}with question/);
    // The precision file on its own, not pooled with the fresh files, figures only.
    expect(result.stdout).toMatch(
      /## Fresh held-out precision probes \(\S*refusal-precision21\.jsonl\)[^\n]*\nes {3}ragcheck {8}n= {2}2 acc 0\.500 prec 1\.000 rec 0\.500/,
    );
    expect(result.stdout).not.toContain('la sauna abre');
    expect(result.stdout).not.toContain('La piscina');
    expect(result.stdout).not.toContain('sauna');
    // The earlier fresh files are dev data now: reported by language with their misses, like the other dev file.
    for (const [file, id, language, , answer] of SPENT) {
      const section = `## Dev probes (fixtures/heldout-probes/${file}:`;
      expect(result.stdout).toContain(section);
      const lines = result.stdout.slice(result.stdout.indexOf(section)).split('\n');
      expect(lines[1]).toMatch(new RegExp(`^${language} {3}ragcheck {8}n= {2}1 acc 0\\.000`));
      expect(result.stdout).toContain(`${id}: expected refusal, got answer: ${JSON.stringify(answer)}`);
    }
    // A precision file whose misses were read is dev data, reported on its own with its misses.
    expect(result.stdout).toMatch(
      /## Dev precision probes \(fixtures\/heldout-probes\/refusal-precision12\.jsonl:[^\n]*\nit {3}ragcheck {8}n= {2}1 acc 0\.000/,
    );
    expect(result.stdout).toContain('rq1: expected refusal, got answer: "Sì, il bar apre alle 8."');
    const misses = script('refusal-heldout', '--probes', dir, '--xstest', join(dir, 'none.jsonl'), '--misses');
    expect(misses.stdout).toContain('rf1: expected refusal, got answer: "La piscina abre a las 7."');
    expect(misses.stdout).not.toContain('rf2:');
    expect(misses.stdout).toContain('rp1: expected refusal, got answer: "Sí, la sauna abre a las 9."');
  });
});
