import { readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ConfigError } from '../errors.js';
import de from './languages/de.json' with { type: 'json' };
import en from './languages/en.json' with { type: 'json' };
import { REFUSAL_VOCABULARIES, readRefusalLanguageFile } from './refusal-languages.js';

const minimal = {
  language: 'xx',
  words: { me: ['i'], know: ['know'] },
  refusals: [{ id: 'no-idea', pattern: '{me} do not {know}\\b.*', example: 'I do not know.' }],
  fillers: [{ id: 'sorry', pattern: 'sorry', example: 'Sorry.' }],
  joins: [', and\\b', ', so\\b'],
};

describe('the language files', () => {
  test('every shipped language is one data file, and every data file a shipped language', () => {
    const files = readdirSync(new URL('./languages/', import.meta.url)).map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual(Object.keys(REFUSAL_VOCABULARIES).sort());
  });

  test('English and German carry their stop words and notes as data; the loader strips them from the vocabulary', () => {
    expect(en.stopWords).toContain('the');
    expect(de.letters).toBe('äöüß');
    expect(Object.keys(en.notes).length).toBeGreaterThan(10);
    for (const v of [REFUSAL_VOCABULARIES.en, REFUSAL_VOCABULARIES.de]) {
      expect(Object.keys(v)).not.toContain('notes');
      expect(Object.keys(v)).not.toContain('stopWords');
      expect(Object.keys(v)).not.toContain('description');
      expect(Object.isFrozen(v)).toBe(true);
    }
  });

  test.for<[string]>([
    ['words.me'],
    ['words.know[0]'],
    ['refusals.no-idea'],
    ['fillers.sorry'],
    ['joins[1]'],
    ['language'],
  ])('a note keyed %s names an entry and loads', ([key]) => {
    const read = readRefusalLanguageFile('xx', { ...minimal, notes: { [key]: 'why' }, stopWords: ['zz'] });
    expect(read.stopWords).toEqual(['zz']);
    expect(Object.keys(read.vocabulary)).not.toContain('notes');
  });

  test.for<[string, string]>([
    ['words.you', 'words.you'],
    ['words.know[3]', 'words.know\\[3\\]'],
    ['refusals.nope', 'refusals.nope'],
    ['joins[2]', 'joins\\[2\\]'],
    ['contrast', 'contrast'],
    ['not a key', 'not a key'],
  ])('a note keyed %s that names nothing fails the load, naming the file and the key', ([key, shown]) => {
    expect(() => readRefusalLanguageFile('xx', { ...minimal, notes: { [key]: 'why' } })).toThrow(
      new RegExp(`languages/xx\\.json\\): notes\\."${shown}" names no entry`),
    );
    expect(() => readRefusalLanguageFile('xx', { ...minimal, notes: { [key]: 'why' } })).toThrow(ConfigError);
  });

  test('the vocabulary checks run on a file as on defineRefusalVocabulary', () => {
    expect(() =>
      readRefusalLanguageFile('xx', { ...minimal, refusals: [{ id: 'r', pattern: '{nope}', example: 'x' }] }),
    ).toThrow(/refers to \{nope\}, which is not a word list/);
  });
});
