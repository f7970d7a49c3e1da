export { createOverlapJudge, type OverlapJudgeOptions } from './overlap.js';
export type { Judge, JudgeCallOptions, JudgeInput, JudgeResult } from './types.js';
