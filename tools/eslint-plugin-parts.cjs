// One way to load a part of the web app: `part()` (web/src/lib/start/part.tsx, beside the start-up
// steps that stage MUI) is the only place that calls React's `lazy`, and a component's module (a
// .tsx file) is imported dynamically only as the loader handed to `part()`. Dependency-free; resolves imports with the repo's aliases.
const path = require('node:path');
const resolver = require('./eslint-alias-resolver.cjs');

const START_DIR = path.join(__dirname, '..', 'web', 'src', 'lib', 'start') + path.sep;

/**
 * Whether `node` sits inside the first argument of a call to `part`, or, in a page list (whose
 * pages' `load` functions the router hands to `part`), inside a `load` property.
 */
function inPartLoader(node, inPageList) {
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (inPageList && parent.type === 'Property' && parent.value === child)
      return parent.key.type === 'Identifier' && parent.key.name === 'load';
    if (
      parent.type === 'CallExpression' &&
      parent.callee.type === 'Identifier' &&
      parent.callee.name === 'part'
    )
      return parent.arguments[0] === child;
  }
  return false;
}

const oneWayToLoad = {
  meta: {
    type: 'problem',
    messages: {
      lazy: 'Load parts with part() (web/src/lib/start/part.tsx), not React.lazy.',
      dynamicComponent:
        'A component loads lazily only as the loader of part() (web/src/lib/start/part.tsx).',
    },
    schema: [
      {
        type: 'object',
        properties: { pageLists: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const file = context.filename;
    const root = path.join(__dirname, '..');
    const pageLists = (context.options[0]?.pageLists ?? []).map((list) => path.join(root, list));
    const inPageList = pageLists.includes(file);
    if (file.startsWith(START_DIR)) return {};
    return {
      ImportDeclaration(node) {
        if (node.source.value !== 'react') return;
        for (const specifier of node.specifiers)
          if (specifier.type === 'ImportSpecifier' && specifier.imported.name === 'lazy')
            context.report({ node: specifier, messageId: 'lazy' });
      },
      MemberExpression(node) {
        if (
          node.object.type === 'Identifier' &&
          node.object.name === 'React' &&
          node.property.type === 'Identifier' &&
          node.property.name === 'lazy'
        )
          context.report({ node, messageId: 'lazy' });
      },
      ImportExpression(node) {
        if (node.source.type !== 'Literal' || typeof node.source.value !== 'string') return;
        const resolved = resolver.resolve(node.source.value, file);
        if (!resolved.found || !resolved.path || !resolved.path.endsWith('.tsx')) return;
        if (!inPartLoader(node, inPageList))
          context.report({ node, messageId: 'dynamicComponent' });
      },
    };
  },
};

module.exports = { rules: { 'one-way-to-load': oneWayToLoad } };
