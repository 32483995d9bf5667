// Lint rule `local/no-import-cycle`: a file may not import (directly or through others) a file that imports it back
// (scripts/lib/import-cycles.cjs finds the circle). Reported on the import that starts the circle.
const path = require('node:path');
const { cycleThrough, resolveImport } = require('../lib/import-cycles.cjs');

const ROOT = path.resolve(__dirname, '..', '..');

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import circles between the files of a package' },
    schema: [],
    messages: { cycle: 'Import circle: {{cycle}}. Import what is needed from the module that defines it.' },
  },
  create(context) {
    const file = context.filename;
    const sources = [];
    const collect = (node) => node.source && sources.push(node);
    return {
      ImportDeclaration: collect,
      ExportNamedDeclaration: collect,
      ExportAllDeclaration: collect,
      ImportExpression: collect,
      'Program:exit'(program) {
        const cycle = cycleThrough(file);
        if (!cycle) return;
        const first = sources.find((n) => typeof n.source.value === 'string' && resolveImport(file, n.source.value) === cycle[1]);
        context.report({
          node: first ?? program,
          messageId: 'cycle',
          data: { cycle: cycle.map((f) => path.relative(ROOT, f)).join(' -> ') },
        });
      },
    };
  },
};
