/**
 * Timing helpers: whole-process runs with peak memory (polled from /proc), in-process worker runs that report
 * their own timings, medians, and the alternating repetition loop every scenario uses.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PAGE_KB = 4;
const POLL_MS = 100;

function readStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2 (comm) may contain spaces: parse after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { rssKb: Number(fields[21]) * PAGE_KB };
  } catch {
    return undefined;
  }
}

function childrenOf(pid) {
  try {
    // Lists the children of the main thread, the one that spawns in node (cheaper than scanning all of /proc).
    const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return text === '' ? [] : text.split(' ').map(Number);
  } catch {
    return [];
  }
}

/** RSS (KB) of `root` and of every descendant, from /proc. Empty where /proc is absent. */
function treeRss(root) {
  const out = [];
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop();
    const stat = readStat(pid);
    if (!stat) continue;
    out.push(stat.rssKb);
    stack.push(...childrenOf(pid));
  }
  return out;
}

const GNU_TIME = '/usr/bin/time';
const hasGnuTime = existsSync(GNU_TIME);
let timeFiles = 0;

/**
 * Runs a command to completion. Resolves with wall time (ms), exit code, output, the peak RSS (MB) of the largest
 * single process in its tree and of the whole tree (polled every 100 ms from /proc), and, where GNU time exists,
 * the CPU time (user + sys, ms) of the whole tree, which a busy machine inflates much less than wall time.
 */
export function runProcess(command, args, { cwd, env, timeoutMs = 20 * 60_000 } = {}) {
  const timeFile = hasGnuTime ? join(tmpdir(), `ragcheck-bench-time-${process.pid}-${timeFiles++}.txt`) : undefined;
  const [file, argv] = timeFile ? [GNU_TIME, ['-f', '%U %S %M', '-o', timeFile, command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(file, argv, { cwd, env: { ...process.env, NO_COLOR: '1', ...env } });
    const stdout = [];
    const stderr = [];
    child.stdout.on('data', (d) => stdout.push(d));
    child.stderr.on('data', (d) => stderr.push(d));
    let peakProcessKb = 0;
    let peakTreeKb = 0;
    const poll = setInterval(() => {
      const list = treeRss(child.pid);
      if (list.length === 0) return;
      peakProcessKb = Math.max(peakProcessKb, ...list);
      peakTreeKb = Math.max(
        peakTreeKb,
        list.reduce((a, b) => a + b, 0),
      );
    }, POLL_MS);
    const killer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearInterval(poll);
      clearTimeout(killer);
      reject(new Error(`could not start ${command}: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      const ms = performance.now() - start;
      clearInterval(poll);
      clearTimeout(killer);
      const cpu = readGnuTime(timeFile);
      resolve({
        ms,
        cpuMs: cpu?.cpuMs ?? Number.NaN,
        code: code ?? (signal ? 128 : 1),
        signal,
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8'),
        peakProcessMb: Math.max(peakProcessKb, cpu?.maxRssKb ?? 0) / 1024,
        peakTreeMb: peakTreeKb / 1024,
      });
    });
  });
}

function readGnuTime(path) {
  if (!path || !existsSync(path)) return undefined;
  const text = readFileSync(path, 'utf8');
  rmSync(path, { force: true });
  // GNU time prefixes "Command exited with non-zero status N" on its own line.
  const match = /^([\d.]+) ([\d.]+) (\d+)\s*$/m.exec(text);
  if (!match) return undefined;
  return { cpuMs: (Number(match[1]) + Number(match[2])) * 1000, maxRssKb: Number(match[3]) };
}

const RESULT_MARK = 'BENCH_RESULT ';

/** In a worker: prints the result line the driver reads. */
export function emitResult(result) {
  process.stdout.write(`\n${RESULT_MARK}${JSON.stringify(result)}\n`);
}

/** Runs a worker script (`node <script> <json options>`) and returns the object it emitted. */
export async function runWorker(script, options, { cwd, env, nodeArgs = [] } = {}) {
  const run = await runProcess(process.execPath, [...nodeArgs, script, JSON.stringify(options)], { cwd, env });
  const line = run.stdout.split('\n').find((l) => l.startsWith(RESULT_MARK));
  if (run.code !== 0 || !line) {
    throw new Error(
      `worker ${script} failed (exit ${run.code}${run.signal ? `, signal ${run.signal}` : ''}).\n${tail(run.stderr || run.stdout)}`,
    );
  }
  return {
    ...JSON.parse(line.slice(RESULT_MARK.length)),
    processMs: run.ms,
    processCpuMs: run.cpuMs,
    peakProcessMb: run.peakProcessMb,
  };
}

/** The last lines of some output, for error messages. */
export function tail(text, lines = 25) {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Runs each variant `reps` times, alternating (A B, B A, A B, ... so neither always goes first), and returns each
 * variant's list of samples. `variants` maps a name to an async function returning one sample object.
 */
export async function alternate(variants, reps, log = () => {}) {
  const names = Object.keys(variants);
  const samples = Object.fromEntries(names.map((n) => [n, []]));
  for (let rep = 0; rep < reps; rep++) {
    const order = rep % 2 === 0 ? names : [...names].reverse();
    for (const name of order) {
      const sample = await variants[name]();
      samples[name].push(sample);
      log(`  rep ${rep + 1}/${reps} ${name}: ${describeSample(sample)}`);
    }
  }
  return samples;
}

function describeSample(sample) {
  return Object.entries(sample)
    .filter(([, v]) => typeof v === 'number')
    .map(([k, v]) => `${k}=${Number.isInteger(v) ? v : v.toFixed(1)}`)
    .join(' ');
}

/**
 * Per variant: the median of each of `fields`, the raw values of the first one (`samples`), and the first
 * sample's value of each of `keep` (counts and verdicts that do not vary).
 */
export function summariseVariants(samples, fields, { keep = [] } = {}) {
  const out = {};
  for (const [name, list] of Object.entries(samples)) {
    out[name] = Object.fromEntries(fields.map((field) => [field, medianOf(list, field)]));
    out[name].samples = list.map((sample) => sample[fields[0]]);
    for (const field of keep) out[name][field] = list[0][field];
  }
  return out;
}

/** Median of one numeric field over samples. */
export function medianOf(samples, field) {
  return median(samples.map((s) => s[field]));
}
