#!/usr/bin/env node
/**
 * Summarises V8 CPU profiles (`node --cpu-prof`): self time per function and per area (a package under
 * node_modules, a ragcheck dist module, node internals), summed over every profile given.
 *
 * Usage: node bench/profile-summary.mjs <file.cpuprofile | folder>... [--top 25]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

function profileFiles(paths) {
  return paths.flatMap((p) =>
    statSync(p).isDirectory()
      ? readdirSync(p)
          .filter((f) => f.endsWith('.cpuprofile'))
          .map((f) => join(p, f))
      : [p],
  );
}

/** `vitest`, `zod`, `ragcheck:judge/heuristic/heuristic-support.js`, `node:internal`, `(gc)`, ... */
export function areaOf(url, functionName) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const own = /(?:\/node_modules\/ragcheck|\/pkg)\/dist\/(.*)$/.exec(url);
  if (own) return `ragcheck:${own[1]}`;
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return url;
  return url.replace(/^file:\/\//, '');
}

/** Self time (ms) per function and per area over the given profiles. */
export function summariseProfiles(files) {
  const byFunction = new Map();
  const byArea = new Map();
  let totalMs = 0;
  let read = 0;
  for (const file of files) {
    let profile;
    try {
      profile = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      // A process killed while writing its profile leaves a truncated file.
      console.error(`skipped ${file}: ${error.message.slice(0, 80)}`);
      continue;
    }
    read++;
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map();
    for (let i = 0; i < profile.samples.length; i++) {
      const dt = (profile.timeDeltas[i] ?? 0) / 1000;
      self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt);
    }
    for (const [id, ms] of self) {
      const { callFrame } = nodes.get(id);
      const name = callFrame.functionName || '(anonymous)';
      const area = areaOf(callFrame.url, name);
      const key = `${name} ${area}:${callFrame.lineNumber + 1}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
      byArea.set(area, (byArea.get(area) ?? 0) + ms);
      totalMs += ms;
    }
  }
  const sorted = (map) => [...map.entries()].sort((a, b) => b[1] - a[1]);
  return { files: read, totalMs, byFunction: sorted(byFunction), byArea: sorted(byArea) };
}

function print(summary, top) {
  const pct = (ms) => `${((100 * ms) / summary.totalMs).toFixed(1).padStart(5)}%`;
  console.log(`${summary.files} profile(s), ${(summary.totalMs / 1000).toFixed(2)} s of samples`);
  console.log('\nself time by area:');
  for (const [area, ms] of summary.byArea.slice(0, top))
    console.log(`${pct(ms)} ${ms.toFixed(0).padStart(7)} ms  ${area}`);
  console.log('\nself time by function:');
  for (const [fn, ms] of summary.byFunction.slice(0, top))
    console.log(`${pct(ms)} ${ms.toFixed(0).padStart(7)} ms  ${fn}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    options: { top: { type: 'string', default: '25' } },
    allowPositionals: true,
  });
  if (positionals.length === 0) {
    console.error('usage: node bench/profile-summary.mjs <file.cpuprofile | folder>... [--top 25]');
    process.exit(2);
  }
  print(summariseProfiles(profileFiles(positionals)), Number(values.top));
}
