import { actionReply, serviceSummary } from '@shared/quinn/canned';
import { QUINN_QUICK_REPLIES_MAX, type QuinnSource } from '@shared/quinn/chat';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useQuinnReply, type QuinnReply } from '../api/quinn-chat-queries';
import { quinnContent } from '../quinn-content';

export type QuinnAction = Parameters<typeof actionReply>[2];

/** A button under a service's summary: Book Now, Get Quote, Check Availability, More Info. */
export interface ActionButton {
  text: string;
  action: QuinnAction;
  /** The chat service it is about. */
  serviceType: string;
}

export interface ChatMessage {
  id: string;
  content: string;
  isBot: boolean;
  timestamp: Date;
  /** A visitor's message is `sent` until Quinn answers it, then `read`. Quinn's are `read`. */
  status: 'sent' | 'read';
  quickReplies: readonly string[];
  actionButtons: readonly ActionButton[];
  /** Where on the page the answer comes from. */
  source?: QuinnSource;
  /** Answered by the browser, without a network. */
  offline?: boolean;
}

/**
 * `idle`: the visitor may write. `typing`: Quinn is answering (the typing indicator shows).
 * `queued`: a chosen quick reply is about to be sent.
 */
export type ChatPhase = 'idle' | 'typing' | 'queued';

/** The delays before a quick reply is sent, a service's summary and a button's reply appear. */
const DELAY_MS = { quickReply: 500, serviceSummary: 1000, actionReply: 2000 };

export const EMPTY_REPLY_MESSAGE = "I'm here to help! Could you please rephrase your question?";
export const CONNECTION_ISSUE = {
  title: 'Connection Issue',
  description: 'Unable to reach Quinn AI. Please try again.',
} as const;

const email = (): string => quinnContent().profile.profile.email;
const apology = (): string =>
  "I'm sorry, I'm having technical difficulties right now. Please try again in a moment, or " +
  `email ${email()} directly.`;

/** The server's words when a limit refused the message: not a fault, so no apology or toast. */
function limitWords(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const { message: words } = error.body;
  return typeof words === 'string' && words.trim() ? words.trim() : undefined;
}

let lastId = 0;
const nextId = (): string => `quinn-message-${++lastId}`;

type Extra = Partial<Pick<ChatMessage, 'quickReplies' | 'actionButtons' | 'source' | 'offline'>>;

function message(isBot: boolean, content: string, extra: Extra = {}): ChatMessage {
  return {
    id: nextId(),
    content,
    isBot,
    timestamp: new Date(),
    status: isBot ? 'read' : 'sent',
    quickReplies: [],
    actionButtons: [],
    ...extra,
  };
}

/**
 * One conversation with Quinn: the greeting, the visitor's messages and Quinn's answers (from the
 * server, or from the browser when offline), the service chips' summaries and their buttons'
 * canned replies, each after its delay.
 */
export function useQuinnChat() {
  const [conversationId] = useState(() => crypto.randomUUID());
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    message(true, quinnContent().assistant.greeting),
  ]);
  const [phase, setPhase] = useState<ChatPhase>('idle');
  // What a screen reader is told, politely: each reply once, and that Quinn is typing.
  const [announcement, setAnnouncement] = useState<{ id: string; text: string } | null>(null);
  const reply = useQuinnReply(conversationId);

  const timers = useRef(new Set<number>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);
  const later = (ms: number, run: () => void): void => {
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  };

  const typing = (): void => {
    setPhase('typing');
    setAnnouncement({ id: nextId(), text: 'Quinn is typing…' });
  };

  /** Quinn's message arrives: what the visitor wrote has now been read, unless `read` is false. */
  const answer = (content: string, extra: Extra = {}, read = true): void => {
    const bot = message(true, content, {
      ...extra,
      quickReplies: extra.quickReplies?.slice(0, QUINN_QUICK_REPLIES_MAX) ?? [],
    });
    setMessages((current) => [
      ...current.map((entry) =>
        read && !entry.isBot && entry.status === 'sent'
          ? { ...entry, status: 'read' as const }
          : entry,
      ),
      bot,
    ]);
    setPhase('idle');
    setAnnouncement({
      id: bot.id,
      text: `Quinn: ${bot.content}${bot.offline ? ' (answered offline)' : ''}`,
    });
  };

  const replied = ({ response, offline }: QuinnReply): void =>
    answer(response.message.trim() || EMPTY_REPLY_MESSAGE, {
      quickReplies: response.suggestedActions,
      source: response.source,
      offline,
    });

  const failed = (error: unknown): void => {
    const limited = limitWords(error);
    answer(limited ? `${limited} You can also email ${email()} directly.` : apology(), {}, false);
    if (!limited) toast({ ...CONNECTION_ISSUE, variant: 'destructive' });
  };

  /** The visitor's message, answered by Quinn unless `toQuinn` is false (a chip's canned summary). */
  const ask = (text: string, toQuinn = true): void => {
    setMessages((current) => [...current, message(false, text)]);
    typing();
    if (toQuinn) reply.mutate(text, { onSuccess: replied, onError: failed });
  };

  /** Sends what the visitor wrote; empty or whitespace-only text, or text while busy, is not sent. */
  const send = (text: string): boolean => {
    const trimmed = text.trim();
    if (trimmed === '' || phase !== 'idle') return false;
    ask(trimmed);
    return true;
  };

  const chooseQuickReply = (text: string): void => {
    if (phase !== 'idle') return;
    setPhase('queued');
    later(DELAY_MS.quickReply, () => ask(text));
  };

  const chooseService = (serviceId: string): void => {
    const service = quinnContent().assistant.chatServices.find((entry) => entry.id === serviceId);
    if (!service || phase !== 'idle') return;
    ask(`Tell me about ${service.name}`, false);
    later(DELAY_MS.serviceSummary, () => {
      const summary = serviceSummary(quinnContent(), serviceId);
      answer(summary.message, {
        actionButtons: summary.buttons.map((button) => ({ ...button, serviceType: serviceId })),
      });
    });
  };

  const chooseAction = ({ action, serviceType }: ActionButton): void => {
    if (phase !== 'idle') return;
    typing();
    later(DELAY_MS.actionReply, () => {
      const canned = actionReply(quinnContent(), serviceType, action);
      answer(canned.message, { quickReplies: canned.quickReplies });
    });
  };

  return {
    messages,
    phase,
    announcement,
    services: quinnContent().assistant.chatServices,
    send,
    chooseQuickReply,
    chooseService,
    chooseAction,
  };
}
