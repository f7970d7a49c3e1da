/**
 * The npm scripts `ragcheck init` adds to package.json: only where a script of that name is missing (npm's
 * placeholder `test` counts as missing), except `test`, which init changes when it does not run the evals (and says
 * so), so that `npm test` runs them in every layout init leaves.
 */

/** What `npm init` writes as `test`: a script that only fails. */
const NPM_PLACEHOLDER = /^echo "Error: no test specified" && exit 1$/;

/** One script init wants: what it runs, and what happens to it. */
export interface ScriptPlan {
  name: string;
  command: string;
  /**
   * `add`: missing (or npm's placeholder `test`); `same`: already exactly this (or a `test` that runs the evals);
   * `kept`: another command is there; `change`: the `test` script, which did not run the evals, made to.
   */
  action: 'add' | 'same' | 'kept' | 'change';
  /** The command already there, when kept or changed. */
  existing?: string;
  /** Why init wants it, for the listing. */
  purpose: string;
}

export interface ScriptsPlan {
  scripts: ScriptPlan[];
  /** The package.json text with the added and changed scripts, when anything is added or changed. */
  updated?: string;
}

/** `vitest`, `vitest run` or `vitest --run` alone: with the config init wrote, that runs the evals too. */
const PLAIN_VITEST = /^(?:npx )?vitest(?: run| --run)?$/;
/** A test script that already runs the evals through a script or command init writes. */
const RUNS_EVALS = /\bnpm run eval\b(?!:)|\bragcheck run\b|--project[ =]evals\b/;

/**
 * Plans the scripts for a package.json's text. `ownConfig` is set when ragcheck got its own config file
 * (`vitest.ragcheck.config.ts`): plain `vitest` then runs the project's config, not the evals, and the scripts run
 * the evals with `ragcheck run`, which uses that file while it exists and the project's config once ragcheck's
 * snippet is merged into it and the file deleted.
 */
export function planScripts(packageJson: string, ownConfig: boolean): ScriptsPlan {
  const manifest = JSON.parse(packageJson) as { scripts?: Record<string, unknown> };
  const current = manifest.scripts && typeof manifest.scripts === 'object' ? manifest.scripts : {};
  const evalCommand = ownConfig ? 'ragcheck run' : 'vitest run --project evals';
  const wanted: Array<[name: string, command: string, purpose: string]> = [
    ['test', 'vitest run', 'runs the evals (and your unit tests)'],
    ['eval', evalCommand, 'the eval suites only'],
    ['eval:record', 'ragcheck record', "records your app's answers"],
    ['baseline:accept', 'ragcheck baseline accept', 'accepts the scores as baselines'],
    ['test:ui', ownConfig ? 'ragcheck run --ui' : 'vitest --ui --project evals', 'Vitest UI on the evals'],
  ];
  const scripts: ScriptPlan[] = wanted.map(([name, command, purpose]) => {
    const existing = current[name];
    if (typeof existing !== 'string' || (name === 'test' && NPM_PLACEHOLDER.test(existing.trim()))) {
      return { name, command, purpose, action: 'add' };
    }
    if (existing.trim() === command) return { name, command, purpose, action: 'same' };
    return { name, command, purpose, action: 'kept', existing };
  });
  const evalScript = scripts[1] as ScriptPlan;
  const runEvals = evalScript.action === 'kept' ? evalCommand : 'npm run eval';
  scripts[0] = planTest(scripts[0] as ScriptPlan, ownConfig, runEvals);
  const written = scripts.filter((s) => s.action === 'add' || s.action === 'change');
  return {
    scripts,
    ...(written.length > 0 ? { updated: withScripts(packageJson, manifest, written) } : {}),
  };
}

/**
 * The `test` script: with init's own config, plain `vitest run` runs the evals; with ragcheck's own config file,
 * and wherever the script there runs no evals, it runs them after what it runs (`vitest` alone watches in a terminal,
 * so it becomes `vitest run`).
 */
function planTest(test: ScriptPlan, ownConfig: boolean, runEvals: string): ScriptPlan {
  if (!ownConfig) {
    if (test.action !== 'kept') return test;
    if (PLAIN_VITEST.test(test.existing?.trim() ?? '') || RUNS_EVALS.test(test.existing ?? '')) {
      return { ...test, action: 'same' };
    }
    return { ...test, action: 'change', command: `${test.existing?.trim()} && ${runEvals}` };
  }
  if (test.action === 'add') return { ...test, command: `vitest run --passWithNoTests && ${runEvals}` };
  // `same` here is a plain `vitest run`, which runs the repo's config only.
  const existing = (test.existing ?? test.command).trim();
  if (RUNS_EVALS.test(existing)) return { ...test, command: existing, action: 'same' };
  const first = /^(?:npx )?vitest$/.test(existing) ? `${existing} run` : existing;
  return { ...test, action: 'change', existing, command: `${first} && ${runEvals}` };
}

/** The package.json text with `written` set in `scripts`, keeping its indentation and key order. */
function withScripts(text: string, manifest: { scripts?: Record<string, unknown> }, written: ScriptPlan[]): string {
  const indent = /^[ \t]+(?=")/m.exec(text)?.[0] ?? '  ';
  const scripts = { ...(manifest.scripts && typeof manifest.scripts === 'object' ? manifest.scripts : {}) };
  for (const script of written) scripts[script.name] = script.command;
  const newline = text.includes('\r\n') ? '\r\n' : '\n';
  const json = JSON.stringify({ ...manifest, scripts }, null, indent);
  return `${newline === '\n' ? json : json.replaceAll('\n', '\r\n')}${newline}`;
}

/** Whether a script init recommends exists as init would write it (added or changed now, or already the same). */
export function hasScript(plan: ScriptsPlan | undefined, name: string): boolean {
  return plan?.scripts.some((s) => s.name === name && s.action !== 'kept') ?? false;
}
