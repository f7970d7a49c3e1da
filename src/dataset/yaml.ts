/**
 * The `yaml` package, loaded when a YAML file is first parsed rather than when ragcheck is imported: suites on JSONL
 * or JSON files never load it (docs/research/benchmarks.md, issue 15, import cost). Node resolves `yaml` to its CommonJS build
 * for `import` too, so `require` gives the same module.
 */
import { createRequire } from 'node:module';

type Yaml = typeof import('yaml');

let loaded: Yaml | undefined;

/** The `yaml` module, required once per process. */
export function yaml(): Yaml {
  loaded ??= createRequire(import.meta.url)('yaml') as Yaml;
  return loaded;
}
