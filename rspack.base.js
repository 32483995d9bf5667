// The one rspack configuration every web app uses: `createAppConfig({ name, port, dirname, isHost })`.
// Module Federation 2.0 (runtime remotes, shared singletons, manifest), swc, CSS, HTML page, content hashes,
// pre-compressed .br/.gz files, and a dev server with CORS for remotes.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');

const ROOT = __dirname;

/** Dev-server ports (the API listens on 3000). */
const DEV_PORTS = { shell: 3100, policies: 3101, reminders: 3102, quotes: 3103, market: 3104, account: 3105 };

/** The federation registry (remote names and their exposed pages) from the built contracts. */
function loadRegistry() {
  try {
    return require('./shared-contracts/dist/registry/remotes.js');
  } catch (err) {
    throw new Error(`Build shared-contracts first (npm run build -w shared-contracts): ${err.message}`);
  }
}
const { REMOTE_PAGES, REMOTE_NAMES, pageFileName } = loadRegistry();

/** `./DashboardPage` -> `./src/pages/dashboard-page.tsx` for every page the registry lists for this remote. */
function exposesOf(name) {
  const pages = REMOTE_PAGES[name];
  if (!pages) throw new Error(`"${name}" is not a remote in shared-contracts/src/registry/remotes.ts`);
  return Object.fromEntries(pages.map((page) => [`./${page}`, `./src/pages/${pageFileName(page)}.tsx`]));
}

function installedVersion(pkg) {
  return require(require.resolve(`${pkg}/package.json`, { paths: [ROOT] })).version;
}

// One copy of each across the shell and every remote. Never eager: each app starts behind `import('./bootstrap')`.
// antd is deliberately NOT shared: a shared module is not tree-shaken, so each app bundles only what it uses.

/**
 * The contracts' shared version is their package version plus a hash of their source ('1.0.0-c3f9a1e2b7d'), so a
 * remote shares the shell's copy only when both were built from the same contracts. A remote built from newer
 * contracts and deployed alone (docs/front-end-kit.md) loads its own copy instead of meeting exports the shell's copy
 * lacks; built together, every app shares one copy.
 */
function contractsVersion() {
  const src = path.join(ROOT, 'shared-contracts', 'src');
  const hash = require('node:crypto').createHash('sha256');
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!/\.test\.ts$/.test(entry.name)) hash.update(path.relative(src, full)).update(fs.readFileSync(full));
    }
  };
  walk(src);
  return `${require('./shared-contracts/package.json').version}-c${hash.digest('hex').slice(0, 12)}`;
}

function sharedSingletons() {
  const singleton = (pkg, key = pkg) => ({
    [key]: { singleton: true, requiredVersion: `^${installedVersion(pkg)}`, version: installedVersion(pkg), packageName: pkg },
  });
  return {
    ...singleton('react'),
    ...singleton('react', 'react/'),
    ...singleton('react-dom'),
    ...singleton('react-dom', 'react-dom/client'),
    ...singleton('react-dom', 'react-dom/'),
    // 'react-router-dom' is served by a trimmed re-export of react-router (federation/react-router-dom.js).
    'react-router-dom': {
      ...singleton('react-router-dom')['react-router-dom'],
      import: path.join(ROOT, 'federation/react-router-dom.js'),
    },
    ...singleton('@tanstack/react-query'),
    ...singleton('zustand'),
    // The contracts (messages, rules, types, the API client; the zod schemas are an async chunk of it, loadSchemas)
    // once for the shell and every remote. Served from source, so no prebuild is needed. Not a singleton: an exact version (see contractsVersion)
    // picks the shell's copy when it matches and the remote's own otherwise (no module state depends on one copy:
    // toasts travel as window events and HttpError is recognised by its fields).
    '@renewly/shared-contracts': (() => {
      const version = contractsVersion();
      return { singleton: false, requiredVersion: version, version, import: path.join(ROOT, 'shared-contracts/src/index.ts') };
    })(),
    // antd's CSS-in-JS engine (small, used whole): one copy and one style cache for the shell and every remote,
    // so a style the shell has injected is not injected again by a remote's own antd.
    ...singleton('@ant-design/cssinjs'),
  };
}

// The shell's loading screen (FullPageSpinner) is drawn by the page itself, before any script has run: the first
// paint no longer waits for the app's code, and React replaces it with the same screen. Its styles live only here.
const SPLASH_CSS = `
.renewly-full-page{min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;background:#f4f7f9}
.renewly-full-page-text{color:#5b6b75}
.renewly-spinner{width:36px;height:36px;border-radius:50%;border:4px solid rgba(15,110,140,.18);border-top-color:#0f6e8c;animation:renewly-spin .8s linear infinite}
@keyframes renewly-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.renewly-spinner{animation-duration:2.4s}}`;
const SPLASH_HTML =
  '<div class="renewly-full-page" role="status" aria-live="polite"><div class="renewly-spinner" aria-hidden="true"></div><div class="renewly-full-page-text">Loading...</div></div>';

function htmlTemplate({ title, isHost }) {
  const pwaLinks = isHost
    ? '<link rel="manifest" href="/manifest.webmanifest" />\n    <link rel="icon" href="/icon.svg" type="image/svg+xml" />\n    <link rel="apple-touch-icon" href="/icon-192.png" />'
    : '';
  return `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="#0f6e8c" />
    <meta name="description" content="Renewly: track car insurance, MOT and road-tax renewals" />
    ${pwaLinks}
    <title>${title}</title>
    <style>html,body{margin:0;background:#f4f7f9;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}${isHost ? SPLASH_CSS : ''}</style>
  </head>
  <body>
    <noscript>Renewly needs JavaScript to run.</noscript>
    <div id="root">${isHost ? SPLASH_HTML : ''}</div>
  </body>
</html>
`;
}

/** Brotli's best quality takes ~2 s a megabyte: files larger than this (the reader's wasm) get quality 9 (~10% larger). */
const BROTLI_BEST_UP_TO = 2 * 1024 * 1024;

/** Writes a brotli and a gzip copy next to every text asset (and wasm), for static servers that serve them as they are. */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outDir = compilation.outputOptions.path;
      const files = Object.keys(compilation.assets).filter((f) => /\.(js|mjs|css|html|json|svg|webmanifest|txt|wasm)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          if (!fs.existsSync(full)) return;
          const source = await fs.promises.readFile(full);
          if (source.length < 256) return;
          const br = zlib.brotliCompressSync(source, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: source.length > BROTLI_BEST_UP_TO ? 9 : 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          });
          const gz = zlib.gzipSync(source, { level: 9 });
          await Promise.all([fs.promises.writeFile(`${full}.br`, br), fs.promises.writeFile(`${full}.gz`, gz)]);
        }),
      );
    });
  }
}

/** The shell's dev server answers /remotes.json with each remote's dev server (or REMOTES_MANIFEST_JSON). */
function devRemotesManifest() {
  if (process.env.REMOTES_MANIFEST_JSON) return JSON.parse(process.env.REMOTES_MANIFEST_JSON);
  return Object.fromEntries(REMOTE_NAMES.map((n) => [n, `http://localhost:${DEV_PORTS[n]}/mf-manifest.json`]));
}

/**
 * A remote exposes the pages the registry lists for its name; the host exposes none.
 * @param {{ name: string, port?: number, dirname: string, isHost?: boolean, title?: string }} options
 */
function createAppConfig({ name, port = DEV_PORTS[name], dirname, isHost = false, title = 'Renewly' }) {
  const exposes = isHost ? {} : exposesOf(name);
  return (env = {}, argv = {}) => {
    const serving = Boolean(env.RSPACK_SERVE);
    const production = !serving && (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    const publicDir = path.join(dirname, 'public');
    // A production remote is only a federation container (remoteEntry.js, mf-manifest.json, chunks): its standalone
    // page is for the dev server, and it runs on the shell's federation runtime, which only the shell provides.
    const standalonePage = isHost || !production;

    const appConfig = {
      name,
      context: dirname,
      mode: production ? 'production' : 'development',
      // No source maps in production: they would publish the source (the API refuses .map files as well).
      devtool: production ? false : 'eval-cheap-module-source-map',
      entry: standalonePage ? { main: './src/index.ts' } : {},
      output: {
        path: path.join(dirname, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        filename: production ? 'static/js/[name].[contenthash:10].js' : 'static/js/[name].js',
        chunkFilename: production ? 'static/js/[name].[contenthash:10].js' : 'static/js/[name].js',
        cssFilename: production ? 'static/css/[name].[contenthash:10].css' : 'static/css/[name].css',
        cssChunkFilename: production ? 'static/css/[name].[contenthash:10].css' : 'static/css/[name].css',
        assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
        alias: {
          '@renewly/shared-contracts$': path.join(ROOT, 'shared-contracts/src/index.ts'),
          // Feature-only contracts: bundled (tree-shaken) into the app that imports them, not shared.
          '@renewly/shared-contracts/features': path.join(ROOT, 'shared-contracts/src/features'),
        },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
              },
              env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15, edge >= 100' },
            },
            type: 'javascript/auto',
          },
          // Lets rspack drop the parts of shared-contracts an app does not use (zod schemas included). zod-config
          // is the one module there that is nothing but its side effect (zod's settings for the browser).
          { test: /[\\/]shared-contracts[\\/]src[\\/](?!zod-config\.ts$)/, sideEffects: false },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
        ],
      },
      lazyCompilation: false,
      optimization: {
        // RENEWLY_NO_MINIFY=1 keeps names readable in CPU profiles (npm run bench:profile).
        minimize: production && !process.env.RENEWLY_NO_MINIFY,
        // Keeps vendor code in its own cacheable chunks; shared singletons are split by the federation anyway.
        splitChunks: { chunks: 'async' },
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: isHost ? undefined : exposes,
          // No compile-time remotes: the shell registers them at runtime from /remotes.json.
          remotes: {},
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          // Start-up in tasks, not one long one (federation/yield-plugin.ts).
          runtimePlugins: [path.join(ROOT, 'federation', 'yield-plugin.ts')],
          dts: false,
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          experiments: {
            // One federation runtime on the page: the shell provides it, production remotes use it instead of
            // carrying their own ~30 KB gzip copy. (Dev servers keep their own, so standalone pages still run.)
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: production }),
            optimization: { target: 'web' },
          },
        }),
        standalonePage &&
          new rspack.HtmlRspackPlugin({
            templateContent: htmlTemplate({ title, isHost }),
            chunks: ['main'],
            inject: 'body',
            scriptLoading: 'defer',
            minify: production,
          }),
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
        fs.existsSync(publicDir) && new rspack.CopyRspackPlugin({ patterns: [{ from: publicDir, to: '.' }] }),
        production && new PrecompressPlugin(),
      ].filter(Boolean),
      devServer: {
        port,
        host: 'localhost',
        hot: true,
        historyApiFallback: true,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, OPTIONS',
          'Access-Control-Allow-Headers': '*',
        },
        // Standalone pages and the shell call the API through their own origin, so the session cookie works.
        proxy: [{ context: ['/api'], target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: false }],
        setupMiddlewares: (middlewares) => {
          if (isHost) {
            middlewares.unshift({
              name: 'remotes-manifest',
              path: '/remotes.json',
              middleware: (_req, res) => {
                res.setHeader('Content-Type', 'application/json');
                res.setHeader('Cache-Control', 'no-cache');
                res.end(JSON.stringify(devRemotesManifest()));
              },
            });
          }
          return middlewares;
        },
      },
    };
    const serviceWorker = isHost ? serviceWorkerConfig({ dirname, production, after: name }) : null;
    const serverDrawing = !serving ? serverDrawingConfig({ dirname, production, name }) : null;
    const configs = [appConfig, serviceWorker, serverDrawing].filter(Boolean);
    return configs.length === 1 ? appConfig : configs;
  };
}

/**
 * The shell's service worker, when written in TypeScript at src/pwa/sw.ts (or service-worker.ts): built on its own
 * (no federation runtime, no hash) to dist/sw.js, after the app build so its `clean` does not remove it.
 * A plain `public/sw.js` needs none of this: public/ is copied as it is.
 */
function serviceWorkerConfig({ dirname, production, after }) {
  const source = ['src/pwa/sw.ts', 'src/pwa/service-worker.ts'].map((f) => path.join(dirname, f)).find((f) => fs.existsSync(f));
  if (!source) return null;
  return {
    name: `${after}-sw`,
    dependencies: [after],
    context: dirname,
    mode: production ? 'production' : 'development',
    devtool: false,
    target: 'webworker',
    entry: { sw: source },
    output: { path: path.join(dirname, 'dist'), filename: '[name].js', clean: false, publicPath: '/' },
    resolve: {
      extensions: ['.ts', '.js'],
      alias: {
          '@renewly/shared-contracts$': path.join(ROOT, 'shared-contracts/src/index.ts'),
          // Feature-only contracts: bundled (tree-shaken) into the app that imports them, not shared.
          '@renewly/shared-contracts/features': path.join(ROOT, 'shared-contracts/src/features'),
        },
    },
    module: {
      rules: [
        {
          test: /\.[jt]s$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' } }, env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' } },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { minimize: production, splitChunks: false },
    plugins: [production && new PrecompressPlugin()].filter(Boolean),
  };
}

/**
 * The server's half of a signed-in page's first screen, for Node (react-dom/server, no federation), which the API
 * loads (api/src/web/server-drawn-page.ts): the shell's layout from src/server/draw-signed-in-page.tsx, and a remote's
 * pages that can be drawn on the server from its src/server/draw-page.tsx, each to dist-server/<name>.cjs.
 * Everything is bundled, so the API's image needs no React of its own.
 */
function serverDrawingConfig({ dirname, production, name }) {
  const entryName = ['draw-signed-in-page', 'draw-page'].find((n) => fs.existsSync(path.join(dirname, `src/server/${n}.tsx`)));
  if (!entryName) return null;
  const source = path.join(dirname, `src/server/${entryName}.tsx`);
  return {
    name: `${name}-server-drawing`,
    context: dirname,
    mode: production ? 'production' : 'development',
    devtool: false,
    target: 'node20',
    entry: { [entryName]: source },
    output: {
      path: path.join(dirname, 'dist-server'),
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:10].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      alias: {
        '@renewly/shared-contracts$': path.join(ROOT, 'shared-contracts/src/index.ts'),
        '@renewly/shared-contracts/features': path.join(ROOT, 'shared-contracts/src/features'),
        // The same trimmed router the browser gets (StaticRouter comes from react-router itself, one copy of both).
        'react-router-dom$': path.join(ROOT, 'federation/react-router-dom.js'),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: false, refresh: false } },
            },
            env: { targets: 'node 20' },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
  };
}

module.exports = { createAppConfig, DEV_PORTS, REMOTE_NAMES };
