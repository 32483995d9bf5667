// Lets a plain `node -r ./api/test/register-ts.cjs file.ts` child process run the api's TypeScript sources (tests
// that need a real second process: a worker to kill, two workers at once). swc strips the types, as jest does.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const CONTRACTS = path.resolve(__dirname, '../../shared-contracts/src/index.ts');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (request === '@renewly/shared-contracts') return CONTRACTS;
  return resolve.call(this, request, ...rest);
};

require.extensions['.ts'] = function compile(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
