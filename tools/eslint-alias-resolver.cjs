// Resolves the TypeScript path aliases (`@/…` in web, `@shared/…`) for eslint-plugin-import, then
// defers to Node resolution with TypeScript extensions. Kept tiny and dependency-free on purpose.
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const root = path.resolve(__dirname, '..');
const aliases = [
  ['@shared/', path.join(root, 'functions/src/shared/')],
  ['@/', path.join(root, 'web/src/')],
];
const extensions = ['.ts', '.tsx', '.js', '.jsx', '.json', '.d.ts'];

exports.interfaceVersion = 2;

exports.resolve = (source, file) => {
  const alias = aliases.find(([prefix]) => source.startsWith(prefix));
  const target = alias ? alias[1] + source.slice(alias[0].length) : source;
  // NodeNext code imports './x.js' for './x.ts'.
  const candidates =
    /^\.{1,2}\//.test(target) || path.isAbsolute(target)
      ? [target, target.replace(/\.js$/, '')]
      : [target];
  for (const candidate of candidates) {
    const found = nodeResolver.resolve(candidate, file, { extensions });
    if (found.found) return found;
  }
  return { found: false };
};
