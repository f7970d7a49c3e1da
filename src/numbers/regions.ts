/** A stretch of text: [start, end). */
export interface Region {
  start: number;
  end: number;
}

/**
 * Possibly overlapping regions asked about in increasing order of start: each question costs O(1) amortised, so a
 * scan that skips regions stays linear. Regions are kept as two arrays of offsets, not as objects, so a scan that
 * only keeps its mentions' keys (`scanKeys`) holds two numbers per mention.
 */
export class RegionCursor {
  private at = 0;
  private starts: number[] = [];
  private ends: number[] = [];
  private sorted = true;

  constructor(regions: readonly Region[] = []) {
    for (const r of regions) this.add(r.start, r.end);
  }

  /** One more region; regions may come in any order, but all before the first question. */
  add(start: number, end: number): void {
    const last = this.starts.length - 1;
    if (
      last >= 0 &&
      (start < (this.starts[last] as number) || (start === this.starts[last] && end < (this.ends[last] as number)))
    ) {
      this.sorted = false;
    }
    this.starts.push(start);
    this.ends.push(end);
  }

  /** Whether [start, end) overlaps a region. `start` must not decrease between calls. */
  overlaps(start: number, end: number): boolean {
    if (!this.sorted) this.sort();
    const { starts, ends } = this;
    while (this.at < starts.length && (ends[this.at] as number) <= start) this.at++;
    for (let i = this.at; i < starts.length; i++) {
      if ((starts[i] as number) >= end) return false;
      if ((ends[i] as number) > start) return true;
    }
    return false;
  }

  private sort(): void {
    const { starts, ends } = this;
    const order = starts
      .map((_, i) => i)
      .sort((a, b) => (starts[a] as number) - (starts[b] as number) || (ends[a] as number) - (ends[b] as number));
    this.starts = order.map((i) => starts[i] as number);
    this.ends = order.map((i) => ends[i] as number);
    this.sorted = true;
  }
}
