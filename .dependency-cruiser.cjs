/**
 * The layers of src/ (docs/architecture.md, "Layers"), checked by `npm run lint` (`depcruise src`).
 *
 * LAYERS lists the nodes from the bottom up: a folder of src/ (`text`), or one of the root files (`errors.ts`,
 * `types.ts`, `option-checks.ts`, `index.ts`), which are nodes of their own. A module may import its own node and the
 * nodes of lower layers only: never a node of its own layer or of a higher one. Every node is on one layer and
 * nodes of one layer do not import each other, so no two folders can import each other (no folder cycle).
 * Tests and fixtures are left out: a test may reach across layers to set a case up.
 */
const LAYERS = [
  ['errors.ts', 'metric-registry.ts'],
  ['types.ts', 'option-checks.ts'],
  ['fs', 'http', 'text'],
  ['numbers'],
  ['refusal'],
  ['metrics'],
  ['adapter', 'dataset', 'judge'],
  ['evaluate', 'testing', 'generate'],
  ['report', 'calibration', 'mutate'],
  ['compare'],
  ['history'],
  ['github', 'vitest'],
  ['cli'],
  ['index.ts'],
];

const TESTS = '(\\.test(-d)?\\.ts$|/__fixtures__/)';
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The path pattern of a node: a folder and everything under it, or one root file. */
const nodePath = (node) => (node.endsWith('.ts') ? `^src/${escapeRegex(node)}$` : `^src/${escapeRegex(node)}/`);

const layerRules = LAYERS.flatMap((layer, level) =>
  layer.flatMap((node) => {
    const notBelow = LAYERS.slice(level)
      .flat()
      .filter((other) => other !== node);
    if (notBelow.length === 0) return []; // the top node may import every other
    return {
      name: `layer-${node.replace(/\.ts$/, '')}`,
      comment: `src/${node} (layer ${level}) may import only lower layers: not ${notBelow.join(', ')}. See docs/architecture.md, "Layers".`,
      severity: 'error',
      from: { path: nodePath(node), pathNot: TESTS },
      to: { path: `(${notBelow.map(nodePath).join('|')})` },
    };
  }),
);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'no-unknown-node',
      comment:
        'every module of src/ is in a node of LAYERS (.dependency-cruiser.cjs): a new folder or root file gets a layer there and in docs/architecture.md',
      severity: 'error',
      from: { path: '^src/', pathNot: `(${TESTS}|${LAYERS.flat().map(nodePath).join('|')})` },
      to: {},
    },
    {
      name: 'no-unknown-node',
      comment: 'the same for a module that imports nothing',
      severity: 'error',
      from: { orphan: true, path: '^src/', pathNot: `(${TESTS}|${LAYERS.flat().map(nodePath).join('|')})` },
      to: {},
    },
    {
      name: 'vitest-worker-not-main',
      comment:
        "src/vitest/worker runs in Vitest's test workers: it may not load main-process code (src/vitest/node); types are fine",
      severity: 'error',
      from: { path: '^src/vitest/worker/', pathNot: TESTS },
      to: { path: '^src/vitest/node/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'vitest-main-not-worker',
      comment:
        "src/vitest/node runs in Vitest's main process: it may not load test-worker code (src/vitest/worker); types are fine",
      severity: 'error',
      from: { path: '^src/vitest/node/', pathNot: TESTS },
      to: { path: '^src/vitest/worker/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'vitest-shared-neither-side',
      comment: 'src/vitest/shared is loaded by both sides: it may load neither src/vitest/worker nor src/vitest/node',
      severity: 'error',
      from: { path: '^src/vitest/shared/', pathNot: TESTS },
      to: { path: '^src/vitest/(worker|node)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular',
      comment: 'no import cycle between modules (type-only imports aside)',
      severity: 'error',
      from: { path: '^src/', pathNot: TESTS },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: TESTS },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
