import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribe } from './events';
import { QUEUED_MESSAGE } from './form/outcome';
import { createdResponseSchema } from '@shared/api-response';
import { paymentRecordedResponseSchema } from '@shared/payments';
import { INVALID_ANSWER_MESSAGE } from './api-client';
import { createSubmit, type PublicForm } from './submit';

function answer(status: number, body: object): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const keysSent = (fetchMock: ReturnType<typeof vi.fn>): string[] =>
  fetchMock.mock.calls.map(
    ([, init]) =>
      (init as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key'] ?? '',
  );

const stored = () => Promise.resolve(answer(201, { success: true, message: 'Sent', id: 'x' }));
const queued = () => Promise.resolve(answer(202, { queued: true }));

const publicSubmit = (path: string, form: PublicForm) =>
  createSubmit({ path, form, answer: createdResponseSchema });

describe('createSubmit', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('retries the same content with the same key and uses a new key after success or a change', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockImplementation(stored);
    vi.stubGlobal('fetch', fetchMock);
    const submit = publicSubmit('/api/contact', 'contact');

    await expect(submit({ message: 'hello' })).rejects.toMatchObject({ status: 0 });
    await submit({ message: 'hello' });
    await submit({ message: 'hello' });
    await submit({ message: 'changed' });

    const [first, retry, afterSuccess, changed] = keysSent(fetchMock);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(afterSuccess).not.toBe(first);
    expect(changed).not.toBe(afterSuccess);
  });

  it("resolves 'sent' with the server's message", async () => {
    vi.stubGlobal('fetch', vi.fn(stored));
    const submit = publicSubmit('/api/contact', 'contact');
    await expect(submit({ message: 'hello' })).resolves.toEqual({
      status: 'sent',
      message: 'Sent',
      answer: { success: true, message: 'Sent', id: 'x' },
    });
  });

  it("resolves 'queued' when the service worker kept the request, and keeps its key", async () => {
    const fetchMock = vi.fn().mockImplementationOnce(queued).mockImplementation(stored);
    vi.stubGlobal('fetch', fetchMock);
    const submit = publicSubmit('/api/newsletter/subscribe', 'newsletter');

    await expect(submit({ email: 'a@example.com' })).resolves.toEqual({
      status: 'queued',
      message: QUEUED_MESSAGE,
    });
    // The same content again, while the first waits in the queue: the server stores it once.
    await submit({ email: 'a@example.com' });
    const [first, again] = keysSent(fetchMock);
    expect(again).toBe(first);
  });

  it('tells the event bus what was sent or queued, and nothing of a failure', async () => {
    const heard = vi.fn();
    const stop = subscribe('form.sent', heard);
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockImplementationOnce(stored)
        .mockImplementationOnce(queued)
        .mockImplementation(() =>
          Promise.resolve(answer(429, { success: false, message: 'Too many' })),
        ),
    );
    const submit = publicSubmit('/api/endorsements', 'endorsement');

    await submit({ skill: 'Rust' });
    await submit({ skill: 'Go' });
    await expect(submit({ skill: 'C' })).rejects.toMatchObject({ status: 429 });
    stop();

    expect(heard.mock.calls).toEqual([
      [{ form: 'endorsement', outcome: 'sent' }],
      [{ form: 'endorsement', outcome: 'queued' }],
    ]);
  });

  it('refuses a queued answer for a payment (it needs a connection), and keeps its key', async () => {
    const heard = vi.fn();
    const stop = subscribe('form.sent', heard);
    const recorded = {
      success: true,
      message: 'Recorded',
      id: 'p1',
      status: 'awaiting_verification',
    };
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(queued)
      .mockImplementation(() => Promise.resolve(answer(201, recorded)));
    vi.stubGlobal('fetch', fetchMock);
    const pay = createSubmit({
      path: '/api/process-payment',
      queue: false,
      answer: paymentRecordedResponseSchema,
    });

    await expect(pay({ bookingId: 'b1' })).rejects.toMatchObject({
      status: 202,
      message: INVALID_ANSWER_MESSAGE,
    });
    await expect(pay({ bookingId: 'b1' })).resolves.toEqual({
      status: 'sent',
      message: 'Recorded',
      answer: recorded,
    });
    await pay({ bookingId: 'b1' });
    stop();

    const [refused, retry, afterSuccess] = keysSent(fetchMock);
    expect(retry).toBe(refused);
    expect(afterSuccess).not.toBe(retry);
    // A payment is not a public form: nothing is told to the event bus.
    expect(heard).not.toHaveBeenCalled();
  });

  it("keeps the key after an answer that is neither the endpoint's nor the queue's", async () => {
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(() => Promise.resolve(answer(200, { ok: 1 })))
      .mockImplementation(stored);
    vi.stubGlobal('fetch', fetchMock);
    const submit = publicSubmit('/api/contact', 'contact');

    await expect(submit({ message: 'hello' })).rejects.toMatchObject({
      message: INVALID_ANSWER_MESSAGE,
    });
    await submit({ message: 'hello' });
    const [first, retry] = keysSent(fetchMock);
    expect(retry).toBe(first);
  });
});
