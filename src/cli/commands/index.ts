import type { CliCommand } from '../command.js';
import { command as agreement } from './agreement.js';
import { command as baseline } from './baseline.js';
import { command as cache } from './cache.js';
import { command as compare } from './compare.js';
import { command as drift } from './drift.js';
import { command as evalCommand } from './eval.js';
import { command as generate } from './generate.js';
import { baseReport, prComment } from './github.js';
import { command as history } from './history.js';
import { command as init } from './init.js';
import { command as mutate } from './mutate.js';
import { command as record } from './record.js';
import { command as runCommand } from './run.js';
import { command as validate } from './validate.js';

/** Every `ragcheck` sub-command, in help order. */
export const COMMANDS: CliCommand[] = [
  evalCommand,
  validate,
  generate,
  compare,
  history,
  prComment,
  baseReport,
  agreement,
  mutate,
  cache,
  runCommand,
  record,
  drift,
  baseline,
  init,
];
