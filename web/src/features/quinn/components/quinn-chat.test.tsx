import { actionReply, serviceSummary } from '@shared/quinn/canned';
import type { QuinnResponse } from '@shared/quinn/chat';
import { createQuinn, defaultQuinnContent } from '@shared/quinn/engine';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { stubMatchMedia } from '@/testing/match-media';
import { renderWithQuery } from '@/testing/query';
import { quinnContent } from '../quinn-content';
import { QuinnChat } from './quinn-chat';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));
const toastMock = vi.mocked(toast);
const fetchMock = vi.fn<typeof fetch>();

const PRICE_QUESTION = 'How much is a technical deep dive?';
const answer = (overrides: Partial<QuinnResponse> = {}): QuinnResponse => ({
  message: 'A Technical Deep Dive session is £200 for 3 hours.',
  category: 'pricing',
  priority: 'medium',
  suggestedActions: ['Book a session', 'Check availability', 'Hourly rates'],
  confidence: 0.9,
  source: { section: 'availability', label: 'Booking a session' },
  ...overrides,
});
const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The next call answers when the test says so. */
function answerLater(): (response: Response) => void {
  let resolve: (response: Response) => void = () => undefined;
  fetchMock.mockImplementationOnce(
    () =>
      new Promise<Response>((done) => {
        resolve = done;
      }),
  );
  return (response) => resolve(response);
}

const sentBodies = (): unknown[] =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));

function setup() {
  const onClose = vi.fn();
  const user = userEvent.setup({ delay: null });
  renderWithQuery(<QuinnChat onClose={onClose} />);
  const input = screen.getByRole('textbox', { name: 'Your message' });
  const send = screen.getByRole('button', { name: 'Send' });
  const list = screen.getByRole('list', { name: 'Conversation with Quinn' });
  return { user, input, send, list, onClose };
}

/** The messages in the list (the typing indicator is not one). */
const items = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.textContent !== 'Quinn is typing…');
const lastItem = (list: HTMLElement) => items(list).at(-1) ?? list;
const liveRegion = () => screen.getByRole('status');
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeAll(async () => {
  // Loaded once up front, so no test waits on compiling the engine.
  await import('@shared/quinn/engine');
});

beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library drains React's work with a timer after each user action, and runs that timer
  // itself only where it sees Jest's fake timers: it is shown Vitest's under that name.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  toastMock.mockClear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  stubMatchMedia({});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('QuinnChat: a conversation', () => {
  it('starts with the greeting from the content, and nothing sent', () => {
    const { list } = setup();
    expect(items(list)).toHaveLength(1);
    expect(items(list)[0]).toHaveTextContent(quinnContent().assistant.greeting);
    expect(list).not.toHaveTextContent(/Sent|Read/);
  });

  it('sends a message, shows Quinn typing while the box is disabled, then the answer with its quick replies', async () => {
    const respond = answerLater();
    const { user, input, send, list } = setup();
    await user.type(input, `  ${PRICE_QUESTION}  {Enter}`);

    const mine = items(list)[1];
    expect(mine).toHaveTextContent(`You: ${PRICE_QUESTION}`);
    expect(mine).toHaveTextContent(/· Sent$/);
    expect(within(list).getByText('Quinn is typing…')).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('Quinn is typing…');
    expect(input).toBeDisabled();
    expect(input).toHaveValue('');
    expect(send).toBeDisabled();
    expect(sentBodies()).toEqual([{ message: PRICE_QUESTION, userId: expect.any(String) }]);

    respond(json(200, { success: true, response: answer() }));
    await wait(0);

    expect(within(list).queryByText('Quinn is typing…')).not.toBeInTheDocument();
    expect(items(list)[1]).toHaveTextContent(/· Read$/);
    const reply = lastItem(list);
    expect(reply).toHaveTextContent('Quinn: A Technical Deep Dive session is £200 for 3 hours.');
    expect(
      within(within(reply).getByRole('group', { name: 'Quick replies' })).getAllByRole('button'),
    ).toHaveLength(3);
    expect(liveRegion()).toHaveTextContent(
      'Quinn: A Technical Deep Dive session is £200 for 3 hours.',
    );
    expect(input).toBeEnabled();
    expect(send).toBeEnabled();
  });

  it('keeps one conversation id for every message of the conversation', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(json(200, { success: true, response: answer() })),
    );
    const { user, input } = setup();
    await user.type(input, 'First{Enter}');
    await wait(0);
    await user.type(input, 'Second{Enter}');
    await wait(0);
    const [first, second] = sentBodies();
    expect(first).toEqual({ message: 'First', userId: expect.stringMatching(/^[\w-]{16,64}$/) });
    expect(second).toEqual({ message: 'Second', userId: (first as { userId: string }).userId });
  });

  it('adds a line on Shift+Enter and sends on Enter', async () => {
    const respond = answerLater();
    const { user, input } = setup();
    await user.type(input, 'Two{Shift>}{Enter}{/Shift}lines');
    expect(input).toHaveValue('Two\nlines');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(input, '{Enter}');
    expect(sentBodies()).toEqual([{ message: 'Two\nlines', userId: expect.any(String) }]);
    respond(json(200, { success: true, response: answer() }));
    await wait(0);
  });

  it('refuses empty or whitespace-only text', async () => {
    const { user, input, send, list } = setup();
    await user.click(send);
    await user.type(input, '   {Enter}');
    await user.click(send);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(items(list)).toHaveLength(1);
  });

  it('sends a chosen quick reply half a second later, as a new message', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(json(200, { success: true, response: answer() })),
    );
    const { user, input, list } = setup();
    await user.type(input, `${PRICE_QUESTION}{Enter}`);
    await wait(0);

    await user.click(screen.getByRole('button', { name: 'Check availability' }));
    await wait(499);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(items(list)).toHaveLength(3);

    await wait(1);
    expect(items(list)[3]).toHaveTextContent('You: Check availability');
    expect(sentBodies()[1]).toEqual({ message: 'Check availability', userId: expect.any(String) });
    await wait(0);
    expect(items(list)).toHaveLength(5);
  });

  it('gives the focus back to the message box once the answer to a quick reply is in', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: true, response: answer() }));
    const { user, input } = setup();
    await user.type(input, `${PRICE_QUESTION}{Enter}`);
    await wait(0);
    const respond = answerLater();
    await user.click(screen.getByRole('button', { name: 'Hourly rates' }));
    await wait(500);
    expect(input).not.toHaveFocus();
    respond(json(200, { success: true, response: answer() }));
    await wait(0);
    expect(input).toHaveFocus();
  });

  it('scrolls to the newest message, without smooth scrolling under reduced motion', async () => {
    stubMatchMedia({ '(prefers-reduced-motion: reduce)': true });
    const scrollTo = vi.fn();
    HTMLElement.prototype.scrollTo = scrollTo;
    fetchMock.mockResolvedValueOnce(json(200, { success: true, response: answer() }));
    const { user, input } = setup();
    await user.type(input, `${PRICE_QUESTION}{Enter}`);
    await wait(0);
    expect(scrollTo).toHaveBeenCalled();
    for (const [options] of scrollTo.mock.calls)
      expect(options).toMatchObject({ behavior: 'auto' });
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollTo');
  });

  it('says an empty answer in its own words', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { success: true, response: answer({ message: '  ', suggestedActions: [] }) }),
    );
    const { user, input, list } = setup();
    await user.type(input, `Hmm{Enter}`);
    await wait(0);
    expect(lastItem(list)).toHaveTextContent(
      "Quinn: I'm here to help! Could you please rephrase your question?",
    );
  });
});

describe('QuinnChat: service chips and their buttons', () => {
  it('shows a service summary a second after its chip, and each button its reply two seconds later', async () => {
    const { user, list, input } = setup();
    const services = screen.getByRole('group', { name: 'Services' });
    expect(
      within(services)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(quinnContent().assistant.chatServices.map((service) => service.name));

    await user.click(within(services).getByRole('button', { name: 'Technical Deep Dive' }));
    expect(items(list)[1]).toHaveTextContent('You: Tell me about Technical Deep Dive');
    expect(within(list).getByText('Quinn is typing…')).toBeInTheDocument();
    expect(input).toBeDisabled();
    await wait(999);
    expect(items(list)).toHaveLength(2);

    await wait(1);
    const summary = serviceSummary(quinnContent(), 'technical-deep-dive');
    const summaryItem = lastItem(list);
    expect(summaryItem).toHaveTextContent(summary.message);
    expect(items(list)[1]).toHaveTextContent(/· Read$/);
    const buttons = within(summaryItem).getByRole('group', { name: 'What next' });
    expect(
      within(buttons)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Book Now', 'Get Quote', 'Check Availability', 'More Info']);
    expect(fetchMock).not.toHaveBeenCalled();

    for (const [name, action] of [
      ['Book Now', 'book'],
      ['Get Quote', 'quote'],
      ['Check Availability', 'availability'],
      ['More Info', 'info'],
    ] as const) {
      const count = items(list).length;
      await user.click(within(buttons).getByRole('button', { name }));
      expect(within(list).getByText('Quinn is typing…')).toBeInTheDocument();
      await wait(1999);
      expect(items(list)).toHaveLength(count);

      await wait(1);
      const canned = actionReply(quinnContent(), 'technical-deep-dive', action);
      const reply = lastItem(list);
      expect(reply).toHaveTextContent(canned.message);
      const quick = within(reply).queryByRole('group', { name: 'Quick replies' });
      // Book Now and Get Quote lead on with follow-up quick replies.
      if (action === 'book' || action === 'quote') expect(quick).toBeInTheDocument();
      expect(
        quick
          ? within(quick)
              .getAllByRole('button')
              .map((b) => b.textContent)
          : [],
      ).toEqual(canned.quickReplies.slice(0, 3));
      expect(liveRegion()).toHaveTextContent(canned.message);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('QuinnChat: when the server fails', () => {
  const email = quinnContent().profile.profile.email;

  it.each([
    ['a non-2xx answer', () => json(500, { success: false, message: 'Something went wrong.' })],
    ['an answer that says it failed', () => json(200, { success: false, message: 'Nope.' })],
    ['an answer of the wrong shape', () => json(200, { success: true, response: 'hello' })],
  ])('apologises, names the email and raises a toast, on %s', async (_case, response) => {
    fetchMock.mockResolvedValueOnce(response());
    const { user, input, list } = setup();
    await user.type(input, `${PRICE_QUESTION}{Enter}`);
    await wait(0);

    const apology = lastItem(list);
    expect(apology).toHaveTextContent(/technical difficulties/);
    expect(apology).toHaveTextContent(email);
    expect(apology).not.toHaveTextContent('Answered offline');
    expect(toastMock).toHaveBeenCalledWith({
      title: 'Connection Issue',
      description: 'Unable to reach Quinn AI. Please try again.',
      variant: 'destructive',
    });
    expect(input).toBeEnabled();
  });

  it('says in the server’s words when a limit refused the message, without the outage toast', async () => {
    const limit = 'You have sent Quinn a lot of messages in a short time. Try again in 2 minutes.';
    fetchMock.mockResolvedValueOnce(json(429, { success: false, message: limit }));
    const { user, input, list } = setup();
    await user.type(input, `${PRICE_QUESTION}{Enter}`);
    await wait(0);

    const reply = lastItem(list);
    expect(reply).toHaveTextContent(limit);
    expect(reply).toHaveTextContent(email);
    expect(reply).not.toHaveTextContent(/technical difficulties/);
    expect(toastMock).not.toHaveBeenCalled();
    expect(input).toBeEnabled();
  });
});

describe('QuinnChat: offline', () => {
  const offlineAnswer = (question: string) =>
    createQuinn(defaultQuinnContent).answer(question).response.message;

  it('answers in the browser when the request never reaches the server, and says so', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user, input, list } = setup();
    await user.type(input, `${PRICE_QUESTION}{Enter}`);
    await wait(0);

    const reply = lastItem(list);
    expect(reply).toHaveTextContent(offlineAnswer(PRICE_QUESTION));
    expect(reply).toHaveTextContent('Answered offline');
    expect(items(list)[1]).toHaveTextContent(/· Read$/);
    expect(liveRegion()).toHaveTextContent('(answered offline)');
    expect(toastMock).not.toHaveBeenCalled();
  });

  it('asks the server even when the browser believes it is offline', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    fetchMock.mockResolvedValueOnce(json(200, { success: true, response: answer() }));
    const { user, input, list } = setup();
    await user.type(input, `${PRICE_QUESTION}{Enter}`);
    await wait(0);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(lastItem(list)).toHaveTextContent(answer().message);
    expect(lastItem(list)).not.toHaveTextContent('Answered offline');
  });

  it('keeps what the conversation was about between offline answers', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user, input, list } = setup();
    await user.type(input, `Tell me about the Technical Deep Dive{Enter}`);
    await wait(0);
    await user.type(input, `How much is it?{Enter}`);
    await wait(0);
    const quinn = createQuinn(defaultQuinnContent);
    const first = quinn.answer('Tell me about the Technical Deep Dive');
    const followUp = quinn.answer('How much is it?', first.memory).response.message;
    expect(followUp).not.toBe(quinn.answer('How much is it?').response.message);
    expect(lastItem(list)).toHaveTextContent(followUp);
  });
});

describe('QuinnChat: the answer’s source', () => {
  async function askWithSource(narrow: boolean) {
    stubMatchMedia({ '(max-width: 767.98px)': narrow });
    const section = document.createElement('section');
    section.id = 'availability';
    document.body.append(section);
    window.scrollTo = vi.fn();
    fetchMock.mockResolvedValueOnce(json(200, { success: true, response: answer() }));
    const chat = setup();
    await chat.user.type(chat.input, `${PRICE_QUESTION}{Enter}`);
    await wait(0);
    await chat.user.click(screen.getByRole('link', { name: 'From: Booking a session' }));
    return { ...chat, section };
  }

  it('links to the section the answer comes from and scrolls there', async () => {
    const { onClose, section } = await askWithSource(false);
    expect(window.location.hash).toBe('#availability');
    expect(section).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
    section.remove();
  });

  it('closes the panel on a phone, where it covers the page', async () => {
    const { onClose, section } = await askWithSource(true);
    expect(onClose).toHaveBeenCalledOnce();
    expect(section).toHaveFocus();
    section.remove();
  });
});
