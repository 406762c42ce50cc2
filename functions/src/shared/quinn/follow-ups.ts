import type { QuinnMemory } from './answer';
import type { Knowledge, PassageKind, ServiceTopic } from './knowledge';

// A follow-up names no item ("how much is it?", "and before that?"): the item comes from what
// the conversation remembers, which is an intent and a passage id, never the visitor's words.

export function rememberedKind(memory: QuinnMemory | undefined): PassageKind | undefined {
  const kind = memory?.topic?.itemId?.split(':')[0];
  return KINDS.find((known) => known === kind);
}

const KINDS: readonly PassageKind[] = [
  'service',
  'category',
  'quote',
  'experience',
  'education',
  'journey',
  'project',
  'skill',
  'soft-skill',
  'website',
  'opportunity',
];

export function rememberedId(memory: QuinnMemory | undefined): string | undefined {
  return memory?.topic?.itemId?.split(':')[1];
}

export function rememberedService(
  knowledge: Knowledge,
  memory: QuinnMemory | undefined,
): ServiceTopic | undefined {
  if (rememberedKind(memory) !== 'service') return undefined;
  const id = rememberedId(memory);
  return knowledge.services.find((topic) => topic.id === id);
}

/** "What about …", "how about …", "and …": the next item, asked the way the last one was. */
export function carriesOver(tokens: readonly string[]): boolean {
  const start = tokens.slice(0, 2).join(' ');
  return (
    start === 'what about' || start === 'how about' || tokens[0] === 'and' || tokens[0] === 'also'
  );
}

/** "Before that" steps to the older role, "after that" to the newer one (newest come first). */
export function stepThroughRoles(
  knowledge: Knowledge,
  tokens: readonly string[],
  memory: QuinnMemory | undefined,
): string | undefined {
  if (rememberedKind(memory) !== 'experience') return undefined;
  const older = tokens.some((token) =>
    ['before', 'previous', 'previously', 'earlier', 'prior'].includes(token),
  );
  const newer = tokens.some((token) => ['after', 'next', 'later', 'then'].includes(token));
  if (older === newer) return undefined;
  const jobs = knowledge.content.experience.experience;
  const at = jobs.findIndex((job) => job.id === rememberedId(memory));
  const step = jobs[at + (older ? 1 : -1)];
  return at >= 0 && step ? step.id : undefined;
}
