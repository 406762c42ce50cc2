// One kit per module (docs/web-layout.md, "Two kits, one per element"): a module of web/src draws
// with the plain kit (web/src/components/plain/, which its own modules are part of) or with MUI
// (`@mui/*`), never both, so its author never has to guess which one an element takes. Imports of
// types draw nothing; a dynamic import loads a part in its own scope. Dependency-free.
const path = require('node:path');

const WEB_SRC = path.join(__dirname, '..', 'web', 'src') + path.sep;
const PLAIN = path.join(WEB_SRC, 'components', 'plain') + path.sep;
const PLAIN_KIT = 'the plain kit';

/** The kit an import draws with, if any. */
function kitOf(source, file) {
  if (source.startsWith('@mui/')) return 'MUI';
  const target = source.startsWith('@/')
    ? path.join(WEB_SRC, source.slice(2))
    : source.startsWith('.')
      ? path.resolve(path.dirname(file), source)
      : '';
  return (target + path.sep).startsWith(PLAIN) ? PLAIN_KIT : undefined;
}

const typesOnly = (node) =>
  node.importKind === 'type' ||
  (node.specifiers.length > 0 &&
    node.specifiers.every((specifier) => specifier.importKind === 'type'));

const oneKitPerModule = {
  meta: {
    type: 'problem',
    messages: {
      both: 'This module draws with {{first}} ({{why}}): it does not import {{second}} too. One kit per module (docs/web-layout.md, "Two kits, one per element").',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    let first = file.startsWith(PLAIN) ? { kit: PLAIN_KIT, why: 'it is one of its modules' } : null;
    return {
      ImportDeclaration(node) {
        const kit = typesOnly(node) ? undefined : kitOf(node.source.value, file);
        if (!kit) return;
        if (!first) first = { kit, why: `line ${node.loc.start.line}` };
        else if (kit !== first.kit)
          context.report({
            node: node.source,
            messageId: 'both',
            data: { first: first.kit, why: first.why, second: kit },
          });
      },
    };
  },
};

module.exports = { rules: { 'one-kit-per-module': oneKitPerModule } };
