import {
  NEWSLETTER_INVALID_EMAIL,
  SUBSCRIBED_MESSAGE,
  type NEWSLETTER_VARIANTS,
} from '@shared/newsletter';
import { useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { createSubscribeSender } from '../api/newsletter-api';

export type NewsletterVariant = (typeof NEWSLETTER_VARIANTS)[number];

export type SubscribeState =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'subscribed'; message: string }
  | { kind: 'error'; message: string };

const FAILED_TITLE = 'Subscription failed';
const UNREACHABLE = 'Failed to subscribe. Please try again.';

/**
 * SPEC §8: the server's message when it answered with one, 'Subscription failed' when it answered
 * without, and the fallback when it could not be reached at all.
 */
function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return UNREACHABLE;
  const message = error.body.message;
  return typeof message === 'string' && message.trim() ? message : FAILED_TITLE;
}

/** The server's own word on the address, when it gave one, suits the field better than the summary. */
function emailError(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const messages: unknown = error.fieldErrors().email;
  const first: unknown = Array.isArray(messages) ? messages[0] : undefined;
  return typeof first === 'string' ? first : fallback;
}

/** SPEC §4: idle → submitting → subscribed, or an error shown under the field. */
export function useNewsletterSubscribe(source: NewsletterVariant) {
  const [send] = useState(createSubscribeSender);
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [state, setState] = useState<SubscribeState>({ kind: 'idle' });

  const changeEmail = (value: string): void => {
    setEmail(value);
    // Editing the address answers whatever was wrong with it.
    if (state.kind === 'error') setState({ kind: 'idle' });
  };

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (state.kind === 'submitting' || state.kind === 'subscribed') return;
    const address = email.trim();
    // SPEC §5 asks only for an at sign; the server's stricter check answers in its own words.
    if (!address || !address.includes('@')) {
      setState({ kind: 'error', message: NEWSLETTER_INVALID_EMAIL });
      return;
    }
    setState({ kind: 'submitting' });
    try {
      const answer = await send({ email: address, source, website });
      toast({ title: SUBSCRIBED_MESSAGE });
      setState({ kind: 'subscribed', message: answer.message || SUBSCRIBED_MESSAGE });
    } catch (error) {
      const message = failureMessage(error);
      toast({ title: FAILED_TITLE, description: message, variant: 'destructive' });
      setState({ kind: 'error', message: emailError(error, message) });
    }
  };

  return {
    email,
    changeEmail,
    honeypot: { value: website, onChange: setWebsite },
    state,
    onSubmit: (event: FormEvent) => void submit(event),
  };
}
