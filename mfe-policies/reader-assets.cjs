// The renewal-notice reader's files (issue 25), copied out of node_modules into the remote's build so they are
// served from our own origin: pdf.js's worker, standard fonts, CMaps, ICC profile and wasm decoders, and tesseract.js's
// worker, core (with and without SIMD, each as a .js and its .wasm and as a .wasm.js) and English data. The folders carry the package versions.
// The browser finds them through RENEWLY_READER_ASSETS (src/features/renewal-import/read-notice/reader-assets.ts).
// shell/public/sw.js never keeps anything under /reader/ (READER_ASSETS_SEGMENT there).
const path = require('node:path');

const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`, { paths: [__dirname] }));
const versionOf = (name) => require(path.join(packageDir(name), 'package.json')).version;

const READER_DIR = 'reader';
const dirs = {
  pdfjs: `${READER_DIR}/pdfjs-${versionOf('pdfjs-dist')}/`,
  ocr: `${READER_DIR}/tesseract-${versionOf('tesseract.js')}/`,
};

function copyPatterns() {
  const pdfjs = packageDir('pdfjs-dist');
  const tesseract = packageDir('tesseract.js');
  const core = packageDir('tesseract.js-core');
  const eng = packageDir('@tesseract.js-data/eng');
  const core_ = (file) => ({ from: path.join(core, file), to: `${dirs.ocr}${file}` });
  return [
    // The legacy build, as the page's own pdf.js is (one version, and older Safari). Named .js: a module worker needs
    // a JavaScript type, and nginx's stock mime.types (the compose layout's remotes) knows .js but not .mjs.
    { from: path.join(pdfjs, 'legacy/build/pdf.worker.min.mjs'), to: `${dirs.pdfjs}pdf.worker.min.js` },
    { from: path.join(pdfjs, 'standard_fonts'), to: `${dirs.pdfjs}standard_fonts/` },
    { from: path.join(pdfjs, 'cmaps'), to: `${dirs.pdfjs}cmaps/` },
    { from: path.join(pdfjs, 'iccs'), to: `${dirs.pdfjs}iccs/` },
    { from: path.join(pdfjs, 'wasm'), to: `${dirs.pdfjs}wasm/` },
    { from: path.join(tesseract, 'dist/worker.min.js'), to: `${dirs.ocr}worker.min.js` },
    // Each core twice: a .js that fetches its .wasm from beside the worker (a worker from the page's own origin), and
    // a .wasm.js with the wasm inside (a remote on another origin: its worker starts from a blob: URL, which has no
    // folder to fetch a .wasm from).
    ...['tesseract-core-simd-lstm', 'tesseract-core-lstm'].flatMap((name) => [
      core_(`${name}.js`),
      core_(`${name}.wasm`),
      core_(`${name}.wasm.js`),
    ]),
    { from: path.join(core, 'LICENSE'), to: `${dirs.ocr}LICENSE-tesseract.js-core` },
    // The 'best_int' English model: what tesseract.js uses for its LSTM engine (2.9 MB, gzipped).
    { from: path.join(eng, '4.0.0_best_int/eng.traineddata.gz'), to: `${dirs.ocr}lang/eng.traineddata.gz` },
  ].map((pattern) => ({ ...pattern, info: { minimized: true } })); // already minified: rspack leaves them as they are
}

module.exports = { READER_DIR, dirs, copyPatterns };
