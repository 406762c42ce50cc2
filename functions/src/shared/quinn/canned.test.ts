import { describe, expect, it } from 'vitest';
import { actionReply, serviceSummary } from './canned';
import { defaultQuinnContent as content } from './engine';
import { factsIn } from './grounding';

const sentences = (text: string): string[] => text.split(/(?<=[.!?])\s+/);

describe('serviceSummary', () => {
  it('describes each chat service with its hourly rate and the four buttons in order', () => {
    for (const service of content.assistant.chatServices) {
      const summary = serviceSummary(content, service.id);
      expect(summary.message).toContain(service.name);
      expect(summary.message).toContain(`£${service.hourlyRate}/hour`);
      expect(summary.buttons).toEqual([
        { text: 'Book Now', action: 'book' },
        { text: 'Get Quote', action: 'quote' },
        { text: 'Check Availability', action: 'availability' },
        { text: 'More Info', action: 'info' },
      ]);
    }
  });

  it('offers no buttons for a service that is not in the content', () => {
    expect(serviceSummary(content, 'no-such-service').buttons).toEqual([]);
  });
});

describe('actionReply', () => {
  it('Book Now quotes the booked session from the catalogue, never the hourly rate', () => {
    const reply = actionReply(content, 'technical-deep-dive', 'book');
    expect(reply.message).toContain('booking wizard');
    expect(reply.message).toContain('£200 for 3 hours');
    expect(reply.message).not.toContain('£150/hour');
    expect(reply.quickReplies).toHaveLength(3);
  });

  it('Get Quote lists the quoted prices and points at the project-idea panel', () => {
    const reply = actionReply(content, 'ai-strategy-consulting', 'quote');
    for (const quote of content.assistant.quotedPrices)
      expect(reply.message).toContain(quote.price);
    expect(reply.message).toContain('project-idea panel');
    expect(reply.quickReplies.length).toBeGreaterThan(0);
    expect(reply.quickReplies.length).toBeLessThanOrEqual(3);
  });

  it('Check Availability gives the working hours and response time, with no quick replies', () => {
    const reply = actionReply(content, 'project-collaboration', 'availability');
    expect(reply.message).toContain('Monday-Friday, 9 AM-6 PM GMT');
    expect(reply.message).toContain('within 24 hours');
    expect(reply.quickReplies).toEqual([]);
  });

  it('More Info describes the service, what a session covers and the free consultation', () => {
    const reply = actionReply(content, 'technical-deep-dive', 'info');
    expect(reply.message).toContain('architecture review');
    expect(reply.message).toContain('30-minute consultation is free');
    expect(reply.quickReplies).toEqual([]);
  });

  it('states only figures the content holds, and never a session price beside an hourly rate', () => {
    const known = new Set(['£200', '£150', '£120', '£100', '£100-150', '£150-200', '£100-120']);
    for (const service of content.assistant.chatServices) {
      for (const action of ['book', 'quote', 'availability', 'info'] as const) {
        const { message } = actionReply(content, service.id, action);
        const money = factsIn(message).filter((fact) => fact.startsWith('£'));
        for (const fact of money) expect(known).toContain(fact);
        for (const sentence of sentences(message)) {
          expect(/\/hour/.test(sentence) && /\bsession\b/.test(sentence), sentence).toBe(false);
        }
      }
    }
  });
});
