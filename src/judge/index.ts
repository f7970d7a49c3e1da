export type { Judge, JudgeCallOptions, JudgeInput, JudgeResult } from './types.js';
