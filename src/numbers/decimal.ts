/**
 * Canonical decimal strings: one spelling per value, computed on the digits (no floating point), so "1,200",
 * "1200" and "1200.00" all become "1200" and a 16-digit number keeps every digit.
 */

const DECIMAL = /^([-+]?)(\d*)(?:\.(\d*))?$/;
const DIGITS = /^\d+$/;
const LEADING_ZEROS = /^0+/;
const COMMAS = /,/g;

/**
 * The canonical spelling of a decimal written with digits, "," thousands separators and "." as the decimal point:
 * no separators, no leading zeros, no trailing zeros after the point, "-" only for a negative non-zero value.
 * Returns `undefined` when `written` is not such a number.
 *
 * @example
 * canonicalDecimal('1,200.50') // => '1200.5'
 * canonicalDecimal('-0.0')     // => '0'
 */
export function canonicalDecimal(written: string): string | undefined {
  if (DIGITS.test(written))
    return written.length > 1 && written[0] === '0' ? written.replace(LEADING_ZEROS, '') || '0' : written;
  const m = DECIMAL.exec(written.includes(',') ? written.replace(COMMAS, '') : written);
  if (!m) return undefined;
  const whole = (m[2] ?? '').replace(/^0+/, '');
  const fraction = (m[3] ?? '').replace(/0+$/, '');
  if (whole === '' && fraction === '' && !/\d/.test(written)) return undefined;
  const unsigned = fraction === '' ? whole || '0' : `${whole || '0'}.${fraction}`;
  return m[1] === '-' && unsigned !== '0' ? `-${unsigned}` : unsigned;
}

/**
 * `value` (a canonical decimal) times 10^`power`, shifting the point on the digits: "1.5" and 6 give "1500000".
 *
 * @example
 * scaleDecimal('2.5', 3) // => '2500'
 */
export function scaleDecimal(value: string, power: number): string {
  const negative = value.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const padded = fraction.padEnd(power, '0');
  const shifted = `${whole}${padded.slice(0, power)}.${padded.slice(power)}`;
  return canonicalDecimal(`${negative ? '-' : ''}${shifted}`) ?? value;
}

/** A computed value (a fraction, a unit conversion) as a canonical decimal, rounded to 6 decimal places. */
export function decimalOf(value: number): string {
  if (Number.isSafeInteger(value)) return String(value);
  const rounded = Math.round(value * 1e6) / 1e6;
  return canonicalDecimal(rounded.toFixed(6)) ?? String(rounded);
}

/** `value` (a canonical decimal) with its sign flipped. */
export function negateDecimal(value: string): string {
  if (value === '0') return value;
  return value.startsWith('-') ? value.slice(1) : `-${value}`;
}
