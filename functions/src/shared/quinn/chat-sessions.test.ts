import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from '../zod';
import type { QuinnMemory } from './answer';
import { quinnMemorySchema } from './chat-sessions';

describe('the stored memory of a conversation', () => {
  it('has exactly the fields of the engine’s memory, so none is dropped between turns', () => {
    // Checked by the compiler (npm run typecheck): a field the engine adds must be added here.
    expectTypeOf<z.output<typeof quinnMemorySchema>>().toEqualTypeOf<QuinnMemory>();
  });

  it('reads back what a turn left', () => {
    const memory: QuinnMemory = { topic: { intent: 'pricing', itemId: 'technical-deep-dive' } };
    expect(quinnMemorySchema.parse(JSON.parse(JSON.stringify(memory)))).toEqual(memory);
  });
});
