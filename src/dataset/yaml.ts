/**
 * The `yaml` package, loaded when a YAML file is first parsed rather than when ragcheck is imported: suites on JSONL
 * or JSON files never load its ~70 modules (import cost: docs/research/benchmarks.md). Node resolves `yaml` to its
 * CommonJS build for `import` too, so `require` gives the same module.
 */
import { createRequire } from 'node:module';

type Yaml = typeof import('yaml');

let loaded: Yaml | undefined;

/** The `yaml` module, required once per process. */
export function yaml(): Yaml {
  loaded ??= createRequire(import.meta.url)('yaml') as Yaml;
  return loaded;
}
