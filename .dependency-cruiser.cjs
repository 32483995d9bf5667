// The API's map (issue 48): its layers, the order of its modules, and the rules `npm run lint` checks with
// dependency-cruiser (`npx depcruise api/src --config .dependency-cruiser.cjs --ignore-known`).
// docs/architecture.md draws it; scripts/api-dependencies.mjs counts against it.
//
// Layers, lowest first (a folder imports only folders listed before it):
//   core/                          config, db, http, logger, metrics, the rate counter, aes-gcm-box, validation
//   modules/<name>/ + channels/    in MODULE_ORDER below; another module is reached only through its index.ts
//   app layer                      jobs, web, routes, app, runtime, cli, server, worker: wires the modules together
//
// The imports that still break a rule are listed, one by one, in .dependency-cruiser-known-violations.json (made by
// `npx depcruise-baseline api/src --config .dependency-cruiser.cjs`; docs/architecture.md says why each is left).
// --ignore-known lets those through and nothing else: a NEW deep import, upward import or cycle fails the lint.

/** Modules (and the delivery channels), lowest first: each may import only modules listed before it. */
const MODULE_ORDER = [
  'notifications',
  'auth',
  'tips',
  'vehicle',
  'policies',
  'push',
  'users',
  'market',
  'delivery-preferences',
  'reminders',
  'calendar',
  'inbound-mail',
  'policy-documents',
  'email-restore',
  'received-quotes',
  'unsubscribe',
  'channels',
  'deliveries',
  'security-notices',
  'verification',
  'quotes',
  'dashboard',
  'sharing',
  'vehicle-refresh',
  'passkeys',
  'user-channels',
  'two-step',
  'sign-in',
  'account',
  'api-docs',
  'messaging',
];

/** The app layer: above every module. */
const APP_LAYER = ['backup', 'flows', 'jobs', 'web', 'routes', 'app', 'runtime', 'cli', 'server', 'worker'];

/** The API's folders, lowest first (scripts/api-dependencies.mjs ranks with it). */
const apiLayers = [
  'core/*',
  // Until they move into core/ (issue 48), today's low folders, in their order:
  'logger',
  'config',
  'db',
  'http',
  'metrics',
  'security',
  'middleware',
  'app-deps',
  ...MODULE_ORDER.map((m) => (m === 'channels' ? 'channels' : `modules/${m}`)),
  ...APP_LAYER,
];

const folderOf = (m) => (m === 'channels' ? '^api/src/channels/' : `^api/src/modules/${m}/`);
const alternatives = (list) => `(${list.join('|')})`;

const moduleOrderRules = MODULE_ORDER.slice(0, -1).map((m, i) => ({
  name: `module-order:${m}`,
  comment: `${m} is below ${MODULE_ORDER.slice(i + 1).join(', ')} (MODULE_ORDER): it may not import them.`,
  severity: 'error',
  from: { path: folderOf(m), pathNot: '\\.(test|fixture)\\.ts$' },
  to: {
    path: `^api/src/${alternatives(
      MODULE_ORDER.slice(i + 1).map((n) => (n === 'channels' ? 'channels' : `modules/${n}`)),
    )}/`,
  },
}));

module.exports = {
  forbidden: [
    {
      name: 'core-imports-no-module',
      comment: 'core/ is the bottom layer: it imports nothing else of the API (pass what it needs in instead).',
      severity: 'error',
      from: { path: '^api/src/core/', pathNot: '\\.(test|fixture)\\.ts$' },
      to: { path: '^api/src/', pathNot: '^api/src/core/' },
    },
    {
      name: 'one-entry-per-module',
      comment:
        'Another module is reached only through its public entry, modules/<name>/index.ts, never a file inside. ' +
        'Tests may reach into what they test.',
      severity: 'error',
      from: { path: '^api/src/modules/([^/]+)/', pathNot: '\\.(test|fixture)\\.ts$' },
      to: { path: '^api/src/modules/[^/]+/', pathNot: ['^api/src/modules/$1/', '^api/src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'no-cycles',
      comment: 'No import cycle between files (with the module order, none between folders either).',
      severity: 'error',
      from: { path: '^api/src/' },
      to: { circular: true },
    },
    {
      name: 'modules-below-app-layer',
      comment: 'core/ and the modules never import the app layer (jobs, routes, app, runtime, ...): it imports them.',
      severity: 'error',
      from: { path: '^api/src/(core|modules|channels)/', pathNot: '\\.(test|fixture)\\.ts$' },
      to: { path: `^api/src/${alternatives(APP_LAYER)}(/|\\.ts$)` },
    },
    ...moduleOrderRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.d\\.ts$' },
    includeOnly: '^api/src/',
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
    moduleSystems: ['es6', 'cjs'],
  },
};

// Not part of dependency-cruiser's options (a non-enumerable property, so its schema check does not see it).
Object.defineProperty(module.exports, 'apiLayers', { value: apiLayers });
Object.defineProperty(module.exports, 'MODULE_ORDER', { value: MODULE_ORDER });
