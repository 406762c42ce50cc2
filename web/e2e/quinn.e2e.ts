import { quinnChatAnswerSchema } from '@shared/quinn/chat';
import { actionReply, serviceSummary } from '@shared/quinn/canned';
import { createQuinn, defaultQuinnContent } from '@shared/quinn/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { openSession, waitForServiceWorkerControl, type BrowserSession } from './support/session';

const sessions: BrowserSession[] = [];
async function open(viewport?: { width: number; height: number }): Promise<BrowserSession> {
  const session = await openSession(viewport);
  sessions.push(session);
  return session;
}

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((session) => session.close()));
});

const PRICE_QUESTION = 'How much is a technical deep dive?';
const deepDive = defaultQuinnContent.services.services.find(
  (service) => service.id === 'technical-deep-dive',
);

describe('Quinn', () => {
  it('answers a price from the server with quick replies, and a service chip with its summary and canned replies', async () => {
    const { page, errors } = await open();
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    const quinnScripts = () =>
      scripts.filter((path) => /\/(quinn-chat|engine)-[^/]+\.js$/.test(path));
    await page.goto('/');

    // One panel at a time: Quinn's opening closes the project idea panel.
    await page.getByRole('button', { name: 'Share a project idea' }).click();
    const ideaPanel = page.getByRole('dialog', { name: 'Share Your Project Idea' });
    await ideaPanel.waitFor();
    // Quinn's code loads when the visitor reaches for its button, not with the page.
    expect(quinnScripts()).toEqual([]);
    await page.getByRole('button', { name: 'Chat with Quinn' }).click();
    const panel = page.getByRole('dialog', { name: 'Chat with Quinn' });
    await panel.waitFor();
    await ideaPanel.waitFor({ state: 'hidden' });
    expect(quinnScripts()).toHaveLength(1);
    const list = panel.getByRole('list', { name: 'Conversation with Quinn' });
    await list.getByText(defaultQuinnContent.assistant.greeting).waitFor();

    const answered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/quinn-chat' &&
        response.request().method() === 'POST',
    );
    await panel.getByRole('textbox', { name: 'Your message' }).fill(PRICE_QUESTION);
    await panel.getByRole('textbox', { name: 'Your message' }).press('Enter');
    const response = await answered;
    expect(response.status()).toBe(200);
    const answer = quinnChatAnswerSchema.parse(await response.json());

    const reply = list
      .getByRole('listitem')
      .filter({ hasText: `Quinn: ${answer.response.message}` });
    await reply.waitFor();
    // The booked session's price from the catalogue, said as such.
    expect(answer.response.message).toContain(`£${deepDive?.price} for ${deepDive?.duration}`);
    expect(await reply.textContent()).not.toContain('Answered offline');
    const quickReplies = reply.getByRole('group', { name: 'Quick replies' }).getByRole('button');
    expect(answer.response.suggestedActions.length).toBeGreaterThan(0);
    expect(await quickReplies.allTextContents()).toEqual(answer.response.suggestedActions);
    expect(
      await list
        .getByRole('listitem')
        .filter({ hasText: `You: ${PRICE_QUESTION}` })
        .textContent(),
    ).toMatch(/· Read$/);
    await page.getByRole('status').filter({ hasText: answer.response.message }).waitFor();

    // A service chip: the summary and its four buttons, then a button's canned reply after 2 s.
    await panel
      .getByRole('group', { name: 'Services' })
      .getByRole('button', { name: 'Technical Deep Dive' })
      .click();
    const summary = list
      .getByRole('listitem')
      .filter({ hasText: serviceSummary(defaultQuinnContent, 'technical-deep-dive').message });
    await summary.waitFor();
    const buttons = summary.getByRole('group', { name: 'What next' }).getByRole('button');
    expect(await buttons.allTextContents()).toEqual([
      'Book Now',
      'Get Quote',
      'Check Availability',
      'More Info',
    ]);

    const canned = actionReply(defaultQuinnContent, 'technical-deep-dive', 'quote');
    const clicked = Date.now();
    await summary.getByRole('button', { name: 'Get Quote' }).click();
    const cannedReply = list.getByRole('listitem').filter({ hasText: canned.message });
    await cannedReply.waitFor();
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(1900);
    expect(
      await cannedReply
        .getByRole('group', { name: 'Quick replies' })
        .getByRole('button')
        .allTextContents(),
    ).toEqual(canned.quickReplies);

    // Online, the engine's code is never fetched: the server answered.
    expect(quinnScripts().filter((path) => path.includes('/engine-'))).toEqual([]);

    // Closing gives focus back to the button.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Chat with Quinn',
    );
    expect(errors).toEqual([]);
  });

  it('answers offline after one visit, from the precached engine, and says so', async () => {
    const { page, context } = await open({ width: 390, height: 844 });
    await page.goto('/');
    await waitForServiceWorkerControl(page);

    // Offline, with the browser's HTTP cache empty: the panel's and the engine's code can only
    // come from the service worker's precache.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await context.setOffline(true);
    await page.reload();
    const scripts: { file: string; fromServiceWorker: boolean }[] = [];
    page.on('response', (response) => {
      const file = new URL(response.url()).pathname.split('/').pop() ?? '';
      if (/^(quinn-chat|engine)-.+\.js$/.test(file))
        scripts.push({ file, fromServiceWorker: response.fromServiceWorker() });
    });

    await page.getByRole('button', { name: 'Chat with Quinn' }).click();
    const panel = page.getByRole('dialog', { name: 'Chat with Quinn' });
    const input = panel.getByRole('textbox', { name: 'Your message' });
    await input.fill(PRICE_QUESTION);
    await input.press('Enter');

    const expected = createQuinn(defaultQuinnContent).answer(PRICE_QUESTION).response.message;
    const reply = panel.getByRole('listitem').filter({ hasText: `Quinn: ${expected}` });
    await reply.waitFor();
    expect(await reply.textContent()).toContain('Answered offline');
    await page.getByRole('status').filter({ hasText: '(answered offline)' }).waitFor();
    expect(await page.getByText('Connection Issue').count()).toBe(0);
    expect(scripts.map((script) => script.file.split('-')[0]).sort()).toEqual(['engine', 'quinn']);
    expect(scripts.every((script) => script.fromServiceWorker)).toBe(true);
  });
});
