import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { profile } from '@shared/content/profile';
import { demo, signInViaUi } from './support/accounts';
import { tabToAndPress } from './support/keyboard';
import { mailTo } from './support/mailbox';
import { holdScripts, openSession, type BrowserSession } from './support/session';

const sessions: BrowserSession[] = [];
async function open(viewport?: { width: number; height: number }): Promise<BrowserSession> {
  const session = await openSession(viewport);
  sessions.push(session);
  return session;
}

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((session) => session.close()));
});

const visitorEmail = (): string => `visitor-${randomUUID().slice(0, 8)}@example.org`;

describe('visitor submissions', () => {
  it('sends a contact message, once, with a confirmation for both sides', async () => {
    const { page, errors } = await open();
    const email = visitorEmail();
    const subject = `Partnership ${randomUUID().slice(0, 6)}`;
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Send a Message' });
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('I would like to talk about a partnership.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page
      .getByText('Your message was sent successfully. Thank you for reaching out!')
      .waitFor();
    await expect.poll(() => mailTo(email).then((mails) => mails.length)).toBe(1);
    const ownerMails = await mailTo(profile.email);
    expect(ownerMails.filter((mail) => mail.subject.includes(subject))).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('keeps a message typed and sent before the page came alive, and sends it once', async () => {
    const { page, errors, gotoBeforeReady } = await open();
    const email = visitorEmail();
    const release = await holdScripts(page);
    await gotoBeforeReady('/#contact');
    const form = page.getByRole('form', { name: 'Send a Message' });
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Subject').fill('Written on a slow train');
    await form.getByLabel('Message').fill('Typed before the page had its scripts.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    // Not sent as a plain form (a GET with the message in the address): held until it is live.
    expect(new URL(page.url()).search).toBe('');
    expect(await form.getAttribute('data-submit-pending')).toBe('');

    release();
    await page
      .getByText('Your message was sent successfully. Thank you for reaching out!')
      .waitFor();
    await expect.poll(() => mailTo(email).then((mails) => mails.length)).toBe(1);
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
  });

  it('submits a project inquiry from the floating panel on a phone', async () => {
    const { page } = await open({ width: 390, height: 844 });
    const email = visitorEmail();
    await page.goto('/');
    await page.getByRole('button', { name: 'Share a project idea' }).click();
    const panel = page.getByRole('dialog', { name: 'Share Your Project Idea' });
    await panel.getByRole('radio', { name: /AI Development/ }).check();
    await panel.getByLabel('Project title').fill('A tutor for every child');
    await panel.getByLabel('Project description').fill('An AI tutor that adapts to each pupil.');
    await panel.getByLabel('Your email').fill(email);
    await panel.getByRole('button', { name: 'Submit Inquiry' }).click();
    await page.getByText('Project Inquiry Submitted').waitFor();
    await panel.waitFor({ state: 'hidden' });
    await expect.poll(() => mailTo(email).then((mails) => mails.length)).toBe(1);
  });

  it('shows an endorsement only after an admin approves it, with the keyboard alone', async () => {
    const skill = `Robotics ${randomUUID().slice(0, 6)}`;
    const visitor = await open();
    await visitor.page.goto('/#skills');
    await visitor.page.getByRole('button', { name: 'Endorse a skill' }).click();
    const modal = visitor.page.getByRole('dialog', { name: 'Endorse a Skill' });
    await modal.getByLabel('Your name').fill('Grace Hopper');
    await modal.getByLabel('Email').fill(visitorEmail());
    await modal.getByLabel('Skill').fill(skill);
    await modal.getByRole('button', { name: 'Submit Endorsement' }).click();
    await modal.getByText(`Thank you for endorsing "${skill}"!`).waitFor();
    await modal.waitFor({ state: 'hidden' });

    const later = await open();
    await later.page.goto('/#skills');
    await later.page.getByRole('heading', { name: 'Skill Endorsements' }).waitFor();
    await later.page.getByRole('button', { name: 'Endorse a skill' }).waitFor();
    expect(await later.page.getByRole('heading', { name: skill }).count()).toBe(0);

    const owner = await open();
    const adminAccount = demo('admin');
    await signInViaUi(owner.page, adminAccount.username, adminAccount.password);
    await owner.page.waitForURL('**/admin');
    // With the keyboard alone: to the Endorsements tab, then along to the endorsement's Approve.
    const tab = owner.page.getByRole('tab', { name: 'Endorsements' });
    await tab.focus();
    await owner.page.keyboard.press('Enter');
    const approve = owner.page.getByRole('button', {
      name: `Approve Grace Hopper's endorsement of ${skill}`,
    });
    await approve.waitFor();
    await tab.focus();
    await tabToAndPress(owner.page, approve, 'Enter', 200);
    await owner.page.getByText('Endorsement approved.').waitFor();

    const afterApproval = await open();
    await afterApproval.page.goto('/#skills');
    await afterApproval.page.getByRole('heading', { name: skill }).waitFor();
  });

  it('subscribes to the newsletter from the footer, then unsubscribes with the mailed link', async () => {
    const { page } = await open();
    const email = visitorEmail();
    await page.goto('/');
    const footer = page.locator('footer');
    // The footer comes alive as it scrolls into view (progressive hydration).
    await footer.scrollIntoViewIfNeeded();
    await footer.getByLabel('Email address').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await footer.getByRole('button', { name: 'Subscribed!' }).waitFor();

    const [welcome] = await mailTo(email);
    const link = /https?:\/\/\S+\/unsubscribe\?\S+/.exec(welcome?.text ?? '')?.[0];
    if (!link) throw new Error('No unsubscribe link in the welcome mail');
    const url = new URL(link);
    await page.goto(`${url.pathname}${url.search}`);
    // Opening the link changes nothing: the visitor confirms with the button.
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page
      .getByText('You have been unsubscribed. You will not receive any more newsletter emails.')
      .waitFor();
  });
});

describe('CV download', () => {
  it('downloads the PDF for a signed-in visitor', async () => {
    const { page } = await open();
    const account = demo('general_user');
    await signInViaUi(page, account.username, account.password);
    await page.waitForURL((url) => url.pathname === '/');
    const button = page.getByRole('button', { name: 'Download CV' });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('Marcus-Ellison-CV.pdf');
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('registers a signed-out visitor, then sends them to sign in', async () => {
    const { page } = await open();
    await page.goto('/');
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    // The hero may still be hydrating: retry the click until the registration opens.
    const registration = page.getByRole('dialog', { name: 'CV Download Registration' });
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Download CV' }).click();
        return registration.waitFor({ timeout: 2000 }).then(
          () => true,
          () => false,
        );
      })
      .toBe(true);
    await registration.getByLabel('Full name').fill('Ada Lovelace');
    await registration.getByLabel('Email').fill('ada@example.org');
    await registration.getByLabel('Purpose').fill('Hiring for a CTO role');
    await registration.getByRole('button', { name: /Download/ }).click();
    await page.waitForURL('**/auth');
    expect(alerts).toEqual(['Authentication required: Please sign in to download CV.']);
  });
});
