import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { availabilityResponseSchema } from '@shared/availability';
import { MEETING_TOKEN_HEADER } from '@shared/meetings';
import { PASSWORD, registerViaUi, signInViaUi } from './support/accounts';
import { mailTo, type Mail } from './support/mailbox';
import { baseUrl, openSession, type BrowserSession } from './support/session';

const sessions: BrowserSession[] = [];
async function open(viewport?: { width: number; height: number }): Promise<BrowserSession> {
  const session = await openSession(viewport);
  sessions.push(session);
  return session;
}

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((session) => session.close()));
});

/**
 * Requests a meeting from the signed-in page, as the scheduler's form would, with `typed` in the
 * form's email field; the request's id. Slots from the middle of the offer, so the scheduler's
 * tests (first day) and the wizard's (a day nobody touched) keep theirs.
 */
async function requestMeeting(page: Page, typed: string): Promise<string> {
  const offer = availabilityResponseSchema.parse(
    await (await page.request.get('/api/availability')).json(),
  ).availability;
  const middle = offer.slice(Math.floor(offer.length / 3));
  for (const slot of middle.slice(0, 10)) {
    const payload = {
      date: slot.date,
      time: slot.time,
      type: 'collaboration',
      name: 'Ada Lovelace',
      email: typed,
      description: 'A tutor for every child: could we build it together?',
    };
    const answer = await page.evaluate(async (body) => {
      const response = await fetch('/api/book-meeting', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    }, payload);
    if (answer.status === 201) {
      const { id } = JSON.parse(answer.text) as { id: string };
      return id;
    }
    expect(answer.status, answer.text).toBe(409);
  }
  throw new Error('No free slot in the middle of the offer.');
}

async function invitationTo(address: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      found = (await mailTo(address)).find((mail) =>
        mail.subject.startsWith('Your meeting request'),
      );
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error(`No invitation to ${address}`);
  return found;
}

describe('the meeting invitation link', () => {
  it("goes to the account's address, and opens the meeting with its token in a header only", async () => {
    const requester = await open();
    const user = await registerViaUi(requester.page);
    await signInViaUi(requester.page, user.username, PASSWORD);
    await requester.page.waitForURL((url) => url.pathname === '/');
    const typed = `someone-${randomUUID().slice(0, 8)}@example.net`;
    const id = await requestMeeting(requester.page, typed);

    const invitation = await invitationTo(user.email);
    expect(await mailTo(typed)).toEqual([]);
    const link = new URL(/Cancel or pick another time: (\S+)/.exec(invitation.text)?.[1] ?? '');
    expect([...link.searchParams.keys()]).toEqual(['id']);
    const token = new URLSearchParams(link.hash.slice(1)).get('token') ?? '';
    expect(token).toMatch(/^\d+\.[\w-]{43}$/);

    // Someone with the mail, not signed in, in another browser.
    const reader = await open({ width: 390, height: 844 });
    const calls: Promise<{ path: string; token: string | undefined }>[] = [];
    reader.page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/api/meetings/')) return;
      calls.push(
        request.allHeaders().then((headers) => ({
          path: `${url.pathname}${url.search}`,
          token: headers[MEETING_TOKEN_HEADER.toLowerCase()],
        })),
      );
    });
    await reader.page.goto(`${link.pathname}${link.search}${link.hash}`);
    await reader.page.getByRole('heading', { name: 'Project Collaboration' }).waitFor();
    // The token has left the address bar (and so the history) once the page read it.
    expect(reader.page.url()).toBe(`${baseUrl()}/meetings/manage?id=${id}`);

    await reader.page.getByRole('button', { name: 'Cancel this meeting' }).click();
    await reader.page
      .getByRole('status')
      .getByText(/This meeting is cancelled/)
      .waitFor();
    expect(await Promise.all(calls)).toEqual([
      { path: `/api/meetings/${id}`, token },
      { path: `/api/meetings/${id}/cancel`, token },
    ]);

    // A reload in the same tab still knows the link.
    await reader.page.reload();
    await reader.page.getByText('This meeting was already cancelled.').waitFor();
    expect(reader.errors).toEqual([]);
  });
});
