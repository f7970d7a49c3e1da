/** Times of day: am/pm, 24-hour clocks, "o'clock", noon and midnight, as minutes after midnight. */
import { type Mention, timeMention } from './mention.js';
import { bare, meridiem, type Word, wordEnd } from './neighbours.js';

const NOON = new Set(['noon', 'midday']);

/** Minutes after midnight: one reading with am/pm or a 24-hour clock, two for "5:00" or "5 o'clock". */
export function readings(hour: number, minute: number, half: 'am' | 'pm' | undefined): number[] {
  if (half) return [((hour % 12) + (half === 'pm' ? 12 : 0)) * 60 + minute];
  if (hour === 0 || hour > 12) return [(hour % 24) * 60 + minute];
  return [...new Set([(hour % 12) * 60 + minute, ((hour % 12) + 12) * 60 + minute])];
}

/** "5 pm", "5 p.m.", "5 o'clock", "12 noon", "12 midnight". */
export function clockTime(text: string, start: number, hour: number, next: Word): Mention | undefined {
  const half = meridiem(next.word);
  const lower = bare(next.word).toLowerCase();
  let minutes: number[] | undefined;
  if (hour >= 1 && hour <= 12 && (half || lower === "o'clock")) minutes = readings(hour, 0, half);
  else if (hour === 12 && NOON.has(lower)) minutes = [720];
  else if (hour === 12 && lower === 'midnight') minutes = [0];
  return minutes && timeMention(span(text, start, wordEnd(next)), minutes);
}

function span(text: string, start: number, end: number) {
  const written = text.slice(start, end);
  return { start, end, text: written, core: written, checked: true };
}
