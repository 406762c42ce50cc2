import { parseAst, type Plugin } from 'vite';
import { isRecord } from './src/lib/is-record.js';

/** How a part says it is drawn (src/lib/start/part.tsx, `PartOptions.mui`). */
export type DrawnWith = true | false | 'inside';

/** A `part(...)` call of a module: what its loader imports, and what it says of MUI. */
export interface DeclaredPart {
  /** The loader's `import(...)` specifier, as written. */
  specifier: string;
  mui: DrawnWith;
}

type Node = Record<string, unknown>;

const nodeAt = (node: Node, key: string): Node | undefined => {
  const value = node[key];
  return isRecord(value) ? value : undefined;
};

/** Every node under `root`, depth first. */
function* nodesOf(root: unknown): Generator<Node> {
  if (Array.isArray(root)) for (const item of root) yield* nodesOf(item);
  else if (isRecord(root)) {
    if (typeof root.type === 'string') yield root;
    for (const value of Object.values(root)) if (typeof value === 'object') yield* nodesOf(value);
  }
}

const nodeList = (node: Node | undefined, key: string): Node[] => {
  const value = node?.[key];
  return Array.isArray(value) ? value.filter(isRecord) : [];
};

/** The `mui` property of an options object literal, if it is written as a literal. */
function muiOf(options: Node | undefined): DrawnWith | undefined {
  const property = nodeList(options, 'properties').find(
    (candidate) => nodeAt(candidate, 'key')?.name === 'mui',
  );
  const value = property && nodeAt(property, 'value');
  if (value?.type !== 'Literal') return undefined;
  const literal = value.value;
  return literal === true || literal === false || literal === 'inside' ? literal : undefined;
}

/**
 * The parts `code` declares whose loader imports one module and whose `mui` is a literal, in the
 * call or in a top-level `const` the call names; a computed one (the router's pages, which the
 * page list's `plain` check covers) is not read here.
 */
export function declaredParts(code: string): DeclaredPart[] {
  const program = parseAst(code, { lang: 'js' });
  const constants = new Map<string, Node>();
  for (const declarator of nodesOf(program))
    if (declarator.type === 'VariableDeclarator') {
      const name = nodeAt(declarator, 'id')?.name;
      const init = nodeAt(declarator, 'init');
      if (typeof name === 'string' && init) constants.set(name, init);
    }
  const objectOf = (node: Node | undefined): Node | undefined => {
    if (node?.type === 'Identifier' && typeof node.name === 'string')
      return objectOf(constants.get(node.name));
    // `{ … } as const` leaves no trace in JavaScript.
    return node?.type === 'ObjectExpression' ? node : undefined;
  };
  const parts: DeclaredPart[] = [];
  for (const call of nodesOf(program)) {
    if (call.type !== 'CallExpression' || nodeAt(call, 'callee')?.name !== 'part') continue;
    const [loader, options] = nodeList(call, 'arguments');
    const imports = [...nodesOf(loader)].filter((node) => node.type === 'ImportExpression');
    const source = imports.length === 1 ? nodeAt(imports[0] ?? {}, 'source') : undefined;
    const mui = muiOf(objectOf(options));
    if (typeof source?.value === 'string' && mui !== undefined)
      parts.push({ specifier: source.value, mui });
  }
  return parts;
}

/** What these checks read of the build's output (Rollup's `OutputBundle`). */
export type Bundle = Record<
  string,
  | { type: 'asset' }
  | {
      type: 'chunk';
      fileName: string;
      facadeModuleId: string | null;
      moduleIds: readonly string[];
      imports: readonly string[];
    }
>;
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

const drawsWithMui = (chunk: Chunk): boolean =>
  chunk.moduleIds.some((id) => id.includes('/node_modules/@mui/material/'));

/** Whether the chunk holding `moduleId`, with what it imports statically, brings MUI's components. */
export function loadsMui(bundle: Bundle, moduleId: string): boolean | undefined {
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const root = chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
  if (!root) return undefined;
  const seen = new Set<Chunk>();
  const visit = (chunk: Chunk | undefined): void => {
    if (!chunk || seen.has(chunk)) return;
    seen.add(chunk);
    for (const name of chunk.imports) visit(byName.get(name));
  };
  visit(root);
  return [...seen].some(drawsWithMui);
}

/** A part as the build found it: declared in `declaredIn`, loading the module `module`. */
export interface FoundPart extends DeclaredPart {
  declaredIn: string;
  module: string;
}

/**
 * Parts whose `mui` disagrees with their code: one drawn with MUI (`true`, or `'inside'` another
 * part's scope) whose code loads none fetches MUI for nothing; a plain one (`false`) whose code
 * loads MUI would be drawn without MUI's theme.
 */
export function partFlagErrors(parts: readonly FoundPart[], bundle: Bundle): string[] {
  return parts.flatMap(({ declaredIn, specifier, module, mui }) => {
    const where = `the part of ${specifier} in ${declaredIn}`;
    const drawn = loadsMui(bundle, module);
    if (drawn === undefined) return [`no chunk holds ${where}`];
    if (mui === false && drawn)
      return [`${where} says mui: false, but its code loads MUI: say true, or 'inside'`];
    if (mui !== false && !drawn) return [`${where} says mui: ${String(mui)}, but loads no MUI`];
    return [];
  });
}

/** Build step: fails the build when a part's `mui` disagrees with what its code loads. */
export function partFlagsPlugin(): Plugin {
  return {
    name: 'portfolio-part-flags',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const found: FoundPart[] = [];
      for (const declaredIn of this.getModuleIds()) {
        const code = this.getModuleInfo(declaredIn)?.code;
        if (!declaredIn.includes('/src/') || !code?.includes('part(')) continue;
        for (const part of declaredParts(code)) {
          const resolved = await this.resolve(part.specifier, declaredIn);
          if (!resolved) throw new Error(`part flags: cannot resolve ${part.specifier}`);
          found.push({ ...part, declaredIn, module: resolved.id });
        }
      }
      if (found.length === 0) return;
      const errors = partFlagErrors(found, bundle);
      if (errors.length > 0) throw new Error(`part flags: ${errors.join('; ')}`);
    },
  };
}
