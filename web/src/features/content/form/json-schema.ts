import { z } from '@shared/zod';
import { contentDocumentSchemas, type ContentDocumentId } from '@shared/content/documents';
import { HEX_COLOUR } from '@shared/site-theme';

/** One node of a document's JSON Schema, as zod writes it from the document's schema. */
export type SchemaNode = z.core.JSONSchema.JSONSchema;

const cache = new Map<ContentDocumentId, SchemaNode>();

/**
 * The editor's form is drawn from this: the same zod schema the server checks a publish with,
 * written out by zod itself as JSON Schema, so a field added to a content schema appears in the
 * editor with no form code of its own.
 */
export function documentSchema(id: ContentDocumentId): SchemaNode {
  let schema = cache.get(id);
  if (!schema) {
    schema = z.toJSONSchema(contentDocumentSchemas[id], { io: 'input', unrepresentable: 'any' });
    cache.set(id, schema);
  }
  return schema;
}

export const asNode = (value: z.core.JSONSchema._JSONSchema | undefined): SchemaNode =>
  typeof value === 'object' ? value : {};

/** What kind of control edits a node. */
export type FieldKind =
  | { kind: 'object'; properties: [string, SchemaNode][]; required: ReadonlySet<string> }
  | { kind: 'list'; item: SchemaNode }
  | { kind: 'choice'; options: string[] }
  | { kind: 'number'; integer: boolean; min?: number; max?: number }
  | { kind: 'switch' }
  | { kind: 'text'; long: boolean; maxLength?: number; hint?: string }
  | { kind: 'colour' }
  | { kind: 'fixed'; value: string };

export function fieldKind(node: SchemaNode): FieldKind {
  if (node.anyOf) {
    // A choice of text formats (an https address or a mailto: link): one text field.
    const texts = node.anyOf.every((option) => option.type === 'string');
    if (texts) return { kind: 'text', long: false, hint: 'https://… or mailto:…' };
  }
  if (node.const !== undefined && node.const !== null)
    return { kind: 'fixed', value: String(node.const) };
  if (node.enum) return { kind: 'choice', options: node.enum.map(String) };
  switch (node.type) {
    case 'object':
      return {
        kind: 'object',
        properties: Object.entries(node.properties ?? {}).map(([key, child]) => [
          key,
          asNode(child),
        ]),
        required: new Set(node.required ?? []),
      };
    case 'array':
      return { kind: 'list', item: asNode(Array.isArray(node.items) ? node.items[0] : node.items) };
    case 'integer':
    case 'number':
      return {
        kind: 'number',
        integer: node.type === 'integer',
        min: node.minimum,
        max: node.maximum !== undefined && node.maximum < 1e9 ? node.maximum : undefined,
      };
    case 'boolean':
      return { kind: 'switch' };
    default: {
      if (node.pattern === HEX_COLOUR.source) return { kind: 'colour' };
      const maxLength = node.maxLength;
      return {
        kind: 'text',
        long: maxLength !== undefined && maxLength > 200,
        maxLength,
        hint: node.format === 'uri' ? 'https://…' : undefined,
      };
    }
  }
}

/** A new, empty item for a list of `node`s: what "Add" puts at the end for the editor to fill. */
export function emptyValue(node: SchemaNode): unknown {
  const field = fieldKind(node);
  switch (field.kind) {
    case 'object':
      return Object.fromEntries(
        field.properties
          .filter(([key]) => field.required.has(key))
          .map(([key, child]) => [key, emptyValue(child)]),
      );
    case 'list':
      return [];
    case 'choice':
      return field.options[0] ?? '';
    case 'number':
      return field.min ?? 0;
    case 'switch':
      return false;
    case 'fixed':
      return field.value;
    case 'text':
      return '';
    case 'colour':
      return '#000000';
  }
}

/** `heroStats` → "Hero stats", `ctaURL` → "Cta url": a label from a field's own name. */
export function labelOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
