/**
 * The npm scripts `ragcheck init` adds to package.json: only where a script of that name is missing (npm's
 * placeholder `test` counts as missing); an existing `test` is never edited, the line to add is printed instead.
 */

/** What `npm init` writes as `test`: a script that only fails. */
const NPM_PLACEHOLDER = /^echo "Error: no test specified" && exit 1$/;

/** One script init wants: what it runs, and what happens to it. */
export interface ScriptPlan {
  name: string;
  command: string;
  /** `add`: missing (or npm's placeholder `test`); `same`: already exactly this; `kept`: another command is there. */
  action: 'add' | 'same' | 'kept';
  /** The command already there, when kept. */
  existing?: string;
  /** Why init wants it, for the listing. */
  purpose: string;
}

export interface ScriptsPlan {
  scripts: ScriptPlan[];
  /** The package.json text with the added scripts, when anything is added. */
  updated?: string;
  /** A kept `test` that does not run the evals: the line to put in its place. */
  testSuggestion?: string;
}

/** `vitest`, `vitest run` or `vitest --run` alone: with the config init wrote, that runs the evals too. */
const PLAIN_VITEST = /^(?:npx )?vitest(?: run| --run)?$/;

/**
 * Plans the scripts for a package.json's text. `configFlag` is `--config vitest.ragcheck.config.ts ` when ragcheck
 * got its own config (then plain `vitest` runs the project's config, not the evals).
 */
export function planScripts(packageJson: string, configFlag: string): ScriptsPlan {
  const manifest = JSON.parse(packageJson) as { scripts?: Record<string, unknown> };
  const current = manifest.scripts && typeof manifest.scripts === 'object' ? manifest.scripts : {};
  const wanted: Array<[name: string, command: string, purpose: string]> = [
    ['test', configFlag ? `vitest run ${configFlag.trim()}` : 'vitest run', 'runs the evals (and your unit tests)'],
    ['eval', `vitest run ${configFlag}--project evals`, 'the eval suites only'],
    ['eval:record', `ragcheck record${configFlag ? ` ${configFlag.trim()}` : ''}`, "records your app's answers"],
    [
      'baseline:accept',
      `ragcheck baseline accept${configFlag ? ` ${configFlag.trim()}` : ''}`,
      'accepts the scores as baselines',
    ],
  ];
  const scripts: ScriptPlan[] = wanted.map(([name, command, purpose]) => {
    const existing = current[name];
    if (typeof existing !== 'string' || (name === 'test' && NPM_PLACEHOLDER.test(existing.trim()))) {
      return { name, command, purpose, action: 'add' };
    }
    if (existing.trim() === command) return { name, command, purpose, action: 'same' };
    return { name, command, purpose, action: 'kept', existing };
  });
  const test = scripts[0] as ScriptPlan;
  const testRunsEvals = test.action !== 'kept' || (!configFlag && PLAIN_VITEST.test(test.existing?.trim() ?? ''));
  const evalScript = scripts[1] as ScriptPlan;
  const runEvals = evalScript.action === 'kept' ? evalScript.command : 'npm run eval';
  const added = scripts.filter((s) => s.action === 'add');
  return {
    scripts,
    ...(added.length > 0 ? { updated: withScripts(packageJson, manifest, added) } : {}),
    ...(testRunsEvals ? {} : { testSuggestion: `"test": ${JSON.stringify(`${test.existing} && ${runEvals}`)}` }),
  };
}

/** The package.json text with `added` set in `scripts`, keeping its indentation and key order. */
function withScripts(text: string, manifest: { scripts?: Record<string, unknown> }, added: ScriptPlan[]): string {
  const indent = /^[ \t]+(?=")/m.exec(text)?.[0] ?? '  ';
  const scripts = { ...(manifest.scripts && typeof manifest.scripts === 'object' ? manifest.scripts : {}) };
  for (const script of added) scripts[script.name] = script.command;
  const newline = text.includes('\r\n') ? '\r\n' : '\n';
  const json = JSON.stringify({ ...manifest, scripts }, null, indent);
  return `${newline === '\n' ? json : json.replaceAll('\n', '\r\n')}${newline}`;
}

/** Whether a script init recommends exists as init would write it (added now, or already the same). */
export function hasScript(plan: ScriptsPlan | undefined, name: string): boolean {
  return plan?.scripts.some((s) => s.name === name && s.action !== 'kept') ?? false;
}
