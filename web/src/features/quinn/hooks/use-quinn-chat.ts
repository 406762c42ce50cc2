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
export const QUICK_REPLY_DELAY_MS = 500;
export const SERVICE_SUMMARY_DELAY_MS = 1000;
export const ACTION_REPLY_DELAY_MS = 2000;

export const EMPTY_REPLY_MESSAGE = "I'm here to help! Could you please rephrase your question?";
export const CONNECTION_ISSUE = {
  title: 'Connection Issue',
  description: 'Unable to reach Quinn AI. Please try again.',
} as const;
export const TYPING_ANNOUNCEMENT = 'Quinn is typing…';

const email = quinnContent.profile.profile.email;
const apology = (): string =>
  "I'm sorry, I'm having technical difficulties right now. Please try again in a moment, or " +
  `email ${email} directly.`;

/** The server's words when a limit refused the message: not a fault, so no apology or toast. */
function limitWords(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const { message: words } = error.body;
  return typeof words === 'string' && words.trim() ? words.trim() : undefined;
}

let lastId = 0;
const nextId = (): string => `quinn-message-${++lastId}`;

function message(
  isBot: boolean,
  content: string,
  extra: Partial<Pick<ChatMessage, 'quickReplies' | 'actionButtons' | 'source' | 'offline'>> = {},
): ChatMessage {
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

/** What a screen reader is told, politely: each reply once, and that Quinn is typing. */
export interface Announcement {
  id: string;
  text: string;
}

/**
 * One conversation with Quinn: the greeting, the visitor's messages and Quinn's answers (from the
 * server, or from the browser when offline), the service chips' summaries and their buttons'
 * canned replies, each after its delay.
 */
export function useQuinnChat() {
  const [conversationId] = useState(() => crypto.randomUUID());
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    message(true, quinnContent.assistant.greeting),
  ]);
  const [phase, setPhase] = useState<ChatPhase>('idle');
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
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

  const ask = (text: string): void => {
    setMessages((current) => [...current, message(false, text)]);
    setPhase('typing');
    setAnnouncement({ id: nextId(), text: TYPING_ANNOUNCEMENT });
  };

  /** Quinn's message arrives: everything the visitor wrote has now been read. */
  const answer = (bot: ChatMessage, read = true): void => {
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

  const replied = ({ response, offline }: QuinnReply): void => {
    answer(
      message(true, response.message.trim() || EMPTY_REPLY_MESSAGE, {
        quickReplies: response.suggestedActions.slice(0, QUINN_QUICK_REPLIES_MAX),
        source: response.source,
        offline,
      }),
    );
  };

  const failed = (error: unknown): void => {
    const limited = limitWords(error);
    if (limited) {
      answer(message(true, `${limited} You can also email ${email} directly.`), false);
      return;
    }
    answer(message(true, apology()), false);
    toast({ ...CONNECTION_ISSUE, variant: 'destructive' });
  };

  /** Sends what the visitor wrote; empty or whitespace-only text, or text while busy, is not sent. */
  const send = (text: string): boolean => {
    const trimmed = text.trim();
    if (trimmed === '' || phase !== 'idle') return false;
    ask(trimmed);
    reply.mutate(trimmed, { onSuccess: replied, onError: failed });
    return true;
  };

  const chooseQuickReply = (text: string): void => {
    if (phase !== 'idle') return;
    setPhase('queued');
    later(QUICK_REPLY_DELAY_MS, () => {
      ask(text);
      reply.mutate(text, { onSuccess: replied, onError: failed });
    });
  };

  const chooseService = (serviceId: string): void => {
    const service = quinnContent.assistant.chatServices.find((entry) => entry.id === serviceId);
    if (!service || phase !== 'idle') return;
    ask(`Tell me about ${service.name}`);
    later(SERVICE_SUMMARY_DELAY_MS, () => {
      const summary = serviceSummary(quinnContent, serviceId);
      answer(
        message(true, summary.message, {
          actionButtons: summary.buttons.map((button) => ({ ...button, serviceType: serviceId })),
        }),
      );
    });
  };

  const chooseAction = ({ action, serviceType }: ActionButton): void => {
    if (phase !== 'idle') return;
    setPhase('typing');
    setAnnouncement({ id: nextId(), text: TYPING_ANNOUNCEMENT });
    later(ACTION_REPLY_DELAY_MS, () => {
      const canned = actionReply(quinnContent, serviceType, action);
      answer(
        message(true, canned.message, {
          quickReplies: canned.quickReplies.slice(0, QUINN_QUICK_REPLIES_MAX),
        }),
      );
    });
  };

  return {
    messages,
    phase,
    announcement,
    services: quinnContent.assistant.chatServices,
    send,
    chooseQuickReply,
    chooseService,
    chooseAction,
  };
}
