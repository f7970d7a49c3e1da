/** A stretch of text: [start, end). */
export interface Region {
  start: number;
  end: number;
}

/**
 * Sorted, possibly overlapping regions asked about in increasing order of start: each question costs O(1)
 * amortised, so a scan that skips regions stays linear.
 */
export class RegionCursor {
  private at = 0;
  private readonly regions: readonly Region[];

  constructor(regions: readonly Region[]) {
    this.regions = [...regions].sort((a, b) => a.start - b.start || a.end - b.end);
  }

  /** Whether [start, end) overlaps a region. `start` must not decrease between calls. */
  overlaps(start: number, end: number): boolean {
    while (this.at < this.regions.length && (this.regions[this.at] as Region).end <= start) this.at++;
    for (let i = this.at; i < this.regions.length; i++) {
      const r = this.regions[i] as Region;
      if (r.start >= end) return false;
      if (r.end > start) return true;
    }
    return false;
  }
}
