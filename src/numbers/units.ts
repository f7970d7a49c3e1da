/**
 * The units and currencies a number can carry, and how they are written. A unit id names what is measured
 * ("day", "kg", "USD"); a surface form may name several ("pounds" is "lb" or "GBP", "5m" is metres or minutes).
 * Units of one dimension convert exactly where the factor is exact (2 weeks = 14 days, 1.5 g = 1500 mg); months
 * and years never convert to days.
 */

/** What a unit measures, and its size in the dimension's base unit (seconds, mg, ml, mm, bytes). */
interface Measure {
  dimension: string;
  factor: number;
}

interface UnitRow {
  id: string;
  /** Whole words, compared in lower case, singular and plural. */
  words?: readonly string[];
  /** Abbreviations, compared exactly as written (case matters: "mg" is not "Mg"), after a space or glued. */
  abbreviations?: readonly string[];
  /** Abbreviations that count only when glued to the number ("7d", "2y", "30s" does not: it is a decade). */
  glued?: readonly string[];
  measure?: Measure;
}

const time = (factor: number): Measure => ({ dimension: 'time', factor });
const months = (factor: number): Measure => ({ dimension: 'months', factor });
const mass = (factor: number): Measure => ({ dimension: 'mass', factor });
const volume = (factor: number): Measure => ({ dimension: 'volume', factor });
const length = (factor: number): Measure => ({ dimension: 'length', factor });
const data = (factor: number): Measure => ({ dimension: 'data', factor });
const area = (factor: number): Measure => ({ dimension: 'area', factor });

const UNITS: readonly UnitRow[] = [
  { id: 'second', words: ['second', 'seconds', 'sec', 'secs'], abbreviations: ['sec', 'secs'], measure: time(1) },
  { id: 'ms', words: ['millisecond', 'milliseconds'], abbreviations: ['ms'], measure: time(0.001) },
  { id: 'minute', words: ['minute', 'minutes', 'min', 'mins'], abbreviations: ['min', 'mins'], measure: time(60) },
  { id: 'hour', words: ['hour', 'hours', 'hr', 'hrs'], abbreviations: ['h', 'hr', 'hrs'], measure: time(3600) },
  { id: 'day', words: ['day', 'days'], glued: ['d'], measure: time(86400) },
  { id: 'night', words: ['night', 'nights'] },
  { id: 'week', words: ['week', 'weeks', 'wk', 'wks'], measure: time(604800) },
  { id: 'month', words: ['month', 'months'], glued: ['mo', 'mos'], measure: months(1) },
  { id: 'year', words: ['year', 'years', 'yr', 'yrs'], glued: ['y'], measure: months(12) },
  { id: 'decade', words: ['decade', 'decades'], measure: months(120) },
  { id: 'century', words: ['century', 'centuries'], measure: months(1200) },
  { id: 'mcg', words: ['microgram', 'micrograms'], abbreviations: ['mcg', 'μg'], measure: mass(0.001) },
  { id: 'mg', words: ['milligram', 'milligrams'], abbreviations: ['mg'], measure: mass(1) },
  { id: 'g', words: ['gram', 'grams', 'gramme', 'grammes'], abbreviations: ['g'], measure: mass(1000) },
  {
    id: 'kg',
    words: ['kilogram', 'kilograms', 'kilo', 'kilos'],
    abbreviations: ['kg', 'Kg', 'KG', 'kgs'],
    measure: mass(1e6),
  },
  { id: 'lb', words: ['lb', 'lbs'], abbreviations: ['lb', 'lbs'] },
  { id: 'oz', words: ['ounce', 'ounces'], abbreviations: ['oz'] },
  { id: 'tonne', words: ['ton', 'tons', 'tonne', 'tonnes'] },
  {
    id: 'ml',
    words: ['milliliter', 'milliliters', 'millilitre', 'millilitres'],
    abbreviations: ['ml', 'mL', 'ML'],
    measure: volume(1),
  },
  {
    id: 'cl',
    words: ['centiliter', 'centiliters', 'centilitre', 'centilitres'],
    abbreviations: ['cl', 'cL'],
    measure: volume(10),
  },
  { id: 'l', words: ['liter', 'liters', 'litre', 'litres'], abbreviations: ['L'], glued: ['l'], measure: volume(1000) },
  { id: 'gallon', words: ['gallon', 'gallons'], abbreviations: ['gal'] },
  { id: 'tsp', words: ['teaspoon', 'teaspoons'], abbreviations: ['tsp'] },
  { id: 'tbsp', words: ['tablespoon', 'tablespoons'], abbreviations: ['tbsp'] },
  {
    id: 'mm',
    words: ['millimeter', 'millimeters', 'millimetre', 'millimetres'],
    abbreviations: ['mm'],
    measure: length(1),
  },
  {
    id: 'cm',
    words: ['centimeter', 'centimeters', 'centimetre', 'centimetres'],
    abbreviations: ['cm'],
    measure: length(10),
  },
  { id: 'm', words: ['meter', 'meters', 'metre', 'metres'], abbreviations: ['m'], measure: length(1000) },
  {
    id: 'km',
    words: ['kilometer', 'kilometers', 'kilometre', 'kilometres'],
    abbreviations: ['km'],
    measure: length(1e6),
  },
  { id: 'inch', words: ['inch', 'inches'] },
  { id: 'foot', words: ['foot', 'feet'], abbreviations: ['ft'] },
  { id: 'mile', words: ['mile', 'miles'], abbreviations: ['mi'] },
  { id: 'mph', words: ['mph'], abbreviations: ['mph'] },
  { id: 'kmh', abbreviations: ['km/h', 'kph', 'kmh'] },
  { id: 'mm2', abbreviations: ['mm2'], measure: area(1) },
  { id: 'cm2', abbreviations: ['cm2'], measure: area(100) },
  { id: 'm2', words: ['sqm'], abbreviations: ['m2', 'sqm'], measure: area(1e6) },
  { id: 'km2', abbreviations: ['km2'], measure: area(1e12) },
  { id: 'sqft', abbreviations: ['sqft', 'ft2'] },
  { id: 'cm3', abbreviations: ['cm3', 'cc'], measure: volume(1) },
  { id: 'm3', abbreviations: ['m3'], measure: volume(1e6) },
  { id: 'celsius', words: ['celsius'], abbreviations: ['°C', '°c'] },
  { id: 'fahrenheit', words: ['fahrenheit'], abbreviations: ['°F', '°f'] },
  { id: 'KB', words: ['kilobyte', 'kilobytes'], abbreviations: ['KB', 'kB'], measure: data(1e3) },
  { id: 'MB', words: ['megabyte', 'megabytes'], abbreviations: ['MB'], measure: data(1e6) },
  { id: 'GB', words: ['gigabyte', 'gigabytes'], abbreviations: ['GB'], measure: data(1e9) },
  { id: 'TB', words: ['terabyte', 'terabytes'], abbreviations: ['TB'], measure: data(1e12) },
  // Binary units only where the name says so: 1 GiB = 1024 MiB, while 1 GB = 1000 MB (SI).
  { id: 'KiB', words: ['kibibyte', 'kibibytes'], abbreviations: ['KiB'], measure: data(1024) },
  { id: 'MiB', words: ['mebibyte', 'mebibytes'], abbreviations: ['MiB'], measure: data(1024 ** 2) },
  { id: 'GiB', words: ['gibibyte', 'gibibytes'], abbreviations: ['GiB'], measure: data(1024 ** 3) },
  { id: 'TiB', words: ['tebibyte', 'tebibytes'], abbreviations: ['TiB'], measure: data(1024 ** 4) },
  { id: 'Mbps', abbreviations: ['Mbps', 'Mb/s'] },
  { id: 'Gbps', abbreviations: ['Gbps', 'Gb/s'] },
  { id: 'W', words: ['watt', 'watts'], abbreviations: ['W'] },
  { id: 'kW', words: ['kilowatt', 'kilowatts'], abbreviations: ['kW'] },
  { id: 'kWh', abbreviations: ['kWh'] },
  { id: 'V', words: ['volt', 'volts'], abbreviations: ['V'] },
  { id: 'mAh', abbreviations: ['mAh'] },
  { id: 'Hz', words: ['hertz'], abbreviations: ['Hz'] },
  { id: 'GHz', abbreviations: ['GHz'] },
  { id: 'IU', abbreviations: ['IU'] },
  { id: '%', words: ['percent', 'pct'], abbreviations: ['%'] },
  { id: 'times', words: ['times'], abbreviations: ['x', '×'] },
  { id: 'tablet', words: ['tablet', 'tablets'] },
  { id: 'capsule', words: ['capsule', 'capsules'] },
  { id: 'pill', words: ['pill', 'pills'] },
  { id: 'dose', words: ['dose', 'doses'] },
  { id: 'drop', words: ['drop', 'drops'] },
  { id: 'puff', words: ['puff', 'puffs'] },
  { id: 'installment', words: ['installment', 'installments', 'instalment', 'instalments'] },
];

/** Words that may stand between a number and its unit ("5 business days", "3 more weeks"). */
export const UNIT_ADJECTIVES: ReadonlySet<string> = new Set([
  'business',
  'working',
  'calendar',
  'full',
  'consecutive',
  'additional',
  'extra',
  'more',
  'whole',
  'straight',
  'clear',
  'school',
  'banking',
]);

interface CurrencyRow {
  id: string;
  /** Written before the number, glued or spaced: "$50", "US$ 50". */
  symbols?: readonly string[];
  /** ISO codes, upper case, before or after the number: "EUR 50", "50 EUR". */
  codes?: readonly string[];
  /** Words after the number, lower case, singular and plural: "50 euros". */
  words?: readonly string[];
}

const CURRENCIES: readonly CurrencyRow[] = [
  { id: 'USD', symbols: ['$', 'US$'], codes: ['USD'], words: ['dollar', 'dollars', 'usd'] },
  { id: 'EUR', symbols: ['€'], codes: ['EUR'], words: ['euro', 'euros', 'eur'] },
  { id: 'GBP', symbols: ['£'], codes: ['GBP'], words: ['sterling', 'gbp', 'quid'] },
  { id: 'JPY', symbols: ['¥'], codes: ['JPY'], words: ['yen', 'jpy'] },
  { id: 'CNY', symbols: ['¥'], codes: ['CNY', 'RMB'], words: ['yuan', 'renminbi', 'cny', 'rmb'] },
  { id: 'INR', symbols: ['₹', 'Rs', 'Rs.'], codes: ['INR'], words: ['rupee', 'rupees', 'inr'] },
  { id: 'CAD', symbols: ['C$', 'CA$', 'CAN$'], codes: ['CAD'], words: ['cad'] },
  { id: 'AUD', symbols: ['A$', 'AU$'], codes: ['AUD'], words: ['aud'] },
  { id: 'NZD', symbols: ['NZ$'], codes: ['NZD'], words: ['nzd'] },
  { id: 'HKD', symbols: ['HK$'], codes: ['HKD'], words: ['hkd'] },
  { id: 'SGD', symbols: ['S$'], codes: ['SGD'], words: ['sgd'] },
  { id: 'BRL', symbols: ['R$'], codes: ['BRL'], words: ['real', 'reais', 'brl'] },
  { id: 'CHF', codes: ['CHF'], words: ['franc', 'francs', 'chf'] },
  { id: 'KRW', symbols: ['₩'], codes: ['KRW'], words: ['won', 'krw'] },
  { id: 'RUB', symbols: ['₽'], codes: ['RUB'], words: ['ruble', 'rubles', 'rouble', 'roubles', 'rub'] },
  { id: 'TRY', symbols: ['₺'], codes: ['TRY'], words: ['lira', 'lire'] },
  { id: 'ILS', symbols: ['₪'], codes: ['ILS'], words: ['shekel', 'shekels', 'ils'] },
  { id: 'SEK', codes: ['SEK'], words: ['sek'] },
  { id: 'NOK', codes: ['NOK'], words: ['nok'] },
  { id: 'DKK', codes: ['DKK'], words: ['dkk'] },
  { id: 'PLN', codes: ['PLN'], words: ['zloty', 'zlotys', 'pln'] },
  { id: 'MXN', codes: ['MXN'], words: ['peso', 'pesos', 'mxn'] },
  { id: 'ZAR', codes: ['ZAR'], words: ['rand', 'zar'] },
  { id: 'cent', words: ['cent', 'cents', 'pence', 'penny', 'pennies'] },
];

// "pounds" is money or weight: both units, and either supports it.
const AMBIGUOUS_WORDS: Readonly<Record<string, readonly string[]>> = {
  pound: ['lb', 'GBP'],
  pounds: ['lb', 'GBP'],
};
// "5m" is metres or minutes; "°" and "degrees" are any temperature.
const AMBIGUOUS_ABBREVIATIONS: Readonly<Record<string, readonly string[]>> = {
  m: ['m', 'minute'],
  '°': ['degree', 'celsius', 'fahrenheit'],
};
const DEGREE_WORDS = ['degree', 'degrees'];

const byWord = new Map<string, string[]>();
const byAbbreviation = new Map<string, string[]>();
const gluedOnly = new Map<string, string[]>();
const measures = new Map<string, Measure>();
const add = (map: Map<string, string[]>, key: string, ids: readonly string[]) => {
  const list = map.get(key) ?? [];
  for (const id of ids) if (!list.includes(id)) list.push(id);
  map.set(key, list);
};
for (const row of UNITS) {
  for (const w of row.words ?? []) add(byWord, w, [row.id]);
  for (const a of row.abbreviations ?? []) add(byAbbreviation, a, [row.id]);
  for (const g of row.glued ?? []) add(gluedOnly, g, [row.id]);
  if (row.measure) measures.set(row.id, row.measure);
}
for (const [w, ids] of Object.entries(AMBIGUOUS_WORDS)) add(byWord, w, ids);
for (const [a, ids] of Object.entries(AMBIGUOUS_ABBREVIATIONS)) byAbbreviation.set(a, [...ids]);
for (const w of DEGREE_WORDS) add(byWord, w, ['degree', 'celsius', 'fahrenheit']);

const symbolCurrencies = new Map<string, string[]>();
const codeCurrencies = new Map<string, string[]>();
const wordCurrencies = new Map<string, string[]>();
for (const row of CURRENCIES) {
  for (const s of row.symbols ?? []) add(symbolCurrencies, s, [row.id]);
  for (const c of row.codes ?? []) add(codeCurrencies, c, [row.id]);
  for (const w of row.words ?? []) add(wordCurrencies, w, [row.id]);
}

/** Two-word units, keyed by both words in lower case. */
const PHRASES: ReadonlyMap<string, readonly string[]> = new Map([
  ['per cent', ['%']],
  ['percentage points', ['%']],
  ['degrees celsius', ['celsius']],
  ['degrees c', ['celsius']],
  ['degrees fahrenheit', ['fahrenheit']],
  ['degrees f', ['fahrenheit']],
  ['square meter', ['m2']],
  ['square meters', ['m2']],
  ['square metre', ['m2']],
  ['square metres', ['m2']],
  ['square foot', ['sqft']],
  ['square feet', ['sqft']],
  ['square kilometers', ['km2']],
  ['square kilometres', ['km2']],
  ['cubic meters', ['m3']],
  ['cubic metres', ['m3']],
]);

/**
 * The unit ids of a word written after a number with a space ("days", "kg", "euros", "%"), or `undefined`.
 * Words compare in lower case, abbreviations exactly; currency words and codes count as units.
 */
export function unitsOfWord(word: string): readonly string[] | undefined {
  return (
    byAbbreviation.get(word) ??
    codeCurrencies.get(word) ??
    symbolCurrencies.get(word) ??
    byWord.get(word.toLowerCase()) ??
    wordCurrencies.get(word.toLowerCase())
  );
}

/** The unit ids of a suffix glued to a number ("kg" in "5kg", "d" in "7d", "°C", "%", "€"), or `undefined`. */
export function unitsOfSuffix(suffix: string): readonly string[] | undefined {
  return gluedOnly.get(suffix) ?? unitsOfWord(suffix);
}

/** The unit ids of two words read together ("per cent", "degrees Celsius"), or `undefined`. */
export function unitsOfPhrase(first: string, second: string): readonly string[] | undefined {
  return PHRASES.get(`${first.toLowerCase()} ${second.toLowerCase()}`);
}

/** The currencies of a symbol or code written before a number ("$", "US$", "€", "EUR", "Rs."), or `undefined`. */
export function currenciesBefore(written: string): readonly string[] | undefined {
  return symbolCurrencies.get(written) ?? codeCurrencies.get(written);
}

/** Whether every id is a currency (money needs its currency to match; other units do too). */
export function isCurrencyUnit(id: string): boolean {
  return codeCurrencies.has(id) || id === 'cent';
}

/**
 * The same quantity in its dimension's base unit ("2 weeks" -> time 1209600), for units that convert exactly;
 * `undefined` for the others. `value` is a canonical decimal.
 */
export function baseQuantity(value: string, unit: string): { dimension: string; value: number } | undefined {
  const measure = measures.get(unit);
  if (!measure) return undefined;
  return { dimension: measure.dimension, value: Number(value) * measure.factor };
}
