import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EndorsedSkill } from '@shared/endorsements';
import { SAMPLE_ENDORSEMENTS } from '../sample-endorsements';
import { SkillEndorsements } from './skill-endorsements';
import { renderWithQuery } from '@/testing/query';

function answer(status: number, body: object): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function stubFetch(status: number, body: object) {
  const fetchMock = vi.fn(() => Promise.resolve(answer(status, body)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const SERVER_LIST: EndorsedSkill[] = [
  {
    skill: 'Data Engineering',
    count: 15,
    endorsers: [
      { name: 'Ada Lovelace', relation: 'colleague', headline: 'Analyst at Engines Ltd' },
      {
        name: 'Alan Turing',
        relation: 'connection',
        profileUrl: 'https://example.com/alan',
      },
    ],
  },
  {
    skill: 'Cloud Architecture',
    count: 45,
    endorsers: [{ name: 'Grace Hopper', relation: 'other', headline: 'Rear Admiral' }],
  },
  { skill: 'Mobile Development', count: 1, endorsers: [] },
];

async function cards(): Promise<HTMLElement[]> {
  return screen.findAllByTestId('endorsement-card');
}

async function cardFor(skill: string): Promise<HTMLElement> {
  const card = (await cards()).find((element) =>
    within(element).queryByRole('heading', { level: 4, name: skill }),
  );
  if (!card) throw new Error(`no card for ${skill}`);
  return card;
}

const skillNames = (elements: HTMLElement[]): string[] =>
  elements.map(
    (card) => within(card).getByRole('heading', { level: 4 }).textContent ?? '(no heading)',
  );

const goOffline = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );

/** What the panel received on an earlier visit, when it was online. */
async function visitOnline(list: EndorsedSkill[]): Promise<void> {
  stubFetch(200, { success: true, data: list });
  const { unmount } = renderWithQuery(<SkillEndorsements />);
  await cards();
  unmount();
}

describe('SkillEndorsements', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    // What one test's panel received must not be another test's saved copy.
    localStorage.clear();
  });

  it('shows an h3 heading and a labelled spinner while loading', async () => {
    stubFetch(200, { success: true, data: SERVER_LIST });
    renderWithQuery(<SkillEndorsements />);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Skill Endorsements' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading endorsements' })).toBeInTheDocument();
    await cards();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('renders one card per skill from the server, most endorsed first, with count and bar', async () => {
    const fetchMock = stubFetch(200, { success: true, data: SERVER_LIST });
    renderWithQuery(<SkillEndorsements />);
    expect(skillNames(await cards())).toEqual([
      'Cloud Architecture',
      'Data Engineering',
      'Mobile Development',
    ]);
    expect(fetchMock).toHaveBeenCalledWith('/api/endorsements', expect.anything());

    const data = await cardFor('Data Engineering');
    expect(data).toHaveTextContent('15 endorsements');
    expect(within(data).getByTestId('endorsement-bar')).toHaveStyle({ width: '50%' });

    // Above 30 endorsements the bar is simply full.
    const cloud = await cardFor('Cloud Architecture');
    expect(cloud).toHaveTextContent('45 endorsements');
    expect(within(cloud).getByTestId('endorsement-bar')).toHaveStyle({ width: '100%' });

    const mobile = await cardFor('Mobile Development');
    expect(mobile).toHaveTextContent('1 endorsement');
    expect(mobile).not.toHaveTextContent('1 endorsements');
  });

  it.each([
    ['a server error', () => stubFetch(500, { success: false, message: 'Internal error' })],
    ['a 401', () => stubFetch(401, { success: false, message: 'Unauthorised' })],
    ['an empty list', () => stubFetch(200, { success: true, data: [] })],
    ['a body of the wrong shape', () => stubFetch(200, { success: true, items: [] })],
    [
      'a network failure',
      () =>
        vi.stubGlobal(
          'fetch',
          vi.fn(() => Promise.reject(new TypeError('offline'))),
        ),
    ],
  ])('shows the built-in sample list after %s', async (_case, arrange) => {
    arrange();
    renderWithQuery(<SkillEndorsements />);
    const shown = await cards();
    expect(skillNames(shown)).toEqual(SAMPLE_ENDORSEMENTS.map((entry) => entry.skill));
    expect(SAMPLE_ENDORSEMENTS.map((entry) => entry.count)).toEqual([27, 22, 19, 18, 15, 14]);
    expect(shown[0]).toHaveTextContent('27 endorsements');
    expect(within(shown[0] as HTMLElement).getByTestId('endorsement-bar')).toHaveStyle({
      width: '90%',
    });
  });

  it('shows the list received last, dated and marked as possibly out of date, when offline', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const received = new Date('2026-03-14T09:26:00.000Z');
    vi.setSystemTime(received);
    await visitOnline(SERVER_LIST);
    vi.useRealTimers();

    goOffline();
    renderWithQuery(<SkillEndorsements />);
    const shown = await cards();
    expect(skillNames(shown)).toEqual([
      'Cloud Architecture',
      'Data Engineering',
      'Mobile Development',
    ]);
    expect(shown[0]?.closest('[data-source]')).toHaveAttribute('data-source', 'saved');
    const when = received.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    const note = screen.getByText(
      (_content, element) =>
        element?.tagName === 'P' &&
        element.textContent === `Offline copy from ${when}: these endorsements may be out of date.`,
    );
    expect(within(note).getByText(when)).toHaveAttribute('dateTime', received.toISOString());
  });

  it('keeps the built-in sample for a server error even with a list received earlier', async () => {
    await visitOnline(SERVER_LIST);
    stubFetch(503, { success: false, message: 'Unavailable' });
    renderWithQuery(<SkillEndorsements />);
    expect(skillNames(await cards())).toEqual(SAMPLE_ENDORSEMENTS.map((entry) => entry.skill));
    expect(screen.queryByText(/may be out of date/)).not.toBeInTheDocument();
  });

  it('shows the sample offline when the list received last was empty', async () => {
    stubFetch(200, { success: true, data: [] });
    const { unmount } = renderWithQuery(<SkillEndorsements />);
    await cards();
    unmount();

    goOffline();
    renderWithQuery(<SkillEndorsements />);
    expect(skillNames(await cards())).toEqual(SAMPLE_ENDORSEMENTS.map((entry) => entry.skill));
    expect(screen.queryByText(/may be out of date/)).not.toBeInTheDocument();
  });

  it('lists the endorsers of one skill at a time', async () => {
    const user = userEvent.setup();
    stubFetch(200, { success: true, data: SERVER_LIST });
    renderWithQuery(<SkillEndorsements />);
    const data = await cardFor('Data Engineering');
    const cloud = await cardFor('Cloud Architecture');
    const dataToggle = within(data).getByRole('button', { name: 'Show endorsers' });
    const cloudToggle = within(cloud).getByRole('button', { name: 'Show endorsers' });
    expect(dataToggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(data).getByText('Ada Lovelace')).not.toBeVisible();

    await user.click(dataToggle);
    expect(dataToggle).toHaveAttribute('aria-expanded', 'true');
    expect(dataToggle).toHaveTextContent('Hide endorsers');
    const list = document.getElementById(dataToggle.getAttribute('aria-controls') ?? '');
    expect(list).toBeVisible();
    expect(within(data).getByText('Ada Lovelace')).toBeVisible();
    expect(within(data).getByText('Colleague · Analyst at Engines Ltd')).toBeVisible();
    expect(within(data).getByRole('link', { name: 'Alan Turing' })).toHaveAttribute(
      'href',
      'https://example.com/alan',
    );
    expect(within(cloud).getByText('Grace Hopper')).not.toBeVisible();

    // Opening another skill's list closes the first.
    await user.click(cloudToggle);
    expect(cloudToggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(cloud).getByText('Grace Hopper')).toBeVisible();
    expect(within(cloud).getByText('Other · Rear Admiral')).toBeVisible();
    expect(dataToggle).toHaveAttribute('aria-expanded', 'false');
    expect(dataToggle).toHaveTextContent('Show endorsers');
    expect(within(data).getByText('Ada Lovelace')).not.toBeVisible();

    await user.click(cloudToggle);
    expect(cloudToggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(cloud).getByText('Grace Hopper')).not.toBeVisible();
  });

  it('opens the Endorse Skill modal from a card with that skill fixed', async () => {
    const user = userEvent.setup();
    stubFetch(200, { success: true, data: SERVER_LIST });
    renderWithQuery(<SkillEndorsements />);
    const cloud = await cardFor('Cloud Architecture');
    await user.click(within(cloud).getByRole('button', { name: 'Endorse this skill' }));

    const dialog = screen.getByRole('dialog', { name: 'Endorse a Skill' });
    const skill = within(dialog).getByLabelText(/^Skill/);
    expect(skill).toHaveValue('Cloud Architecture');
    expect(skill).toHaveAttribute('readonly');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
  });

  it('opens the modal with a free choice of skill from Endorse a skill', async () => {
    const user = userEvent.setup();
    stubFetch(200, { success: true, data: SERVER_LIST });
    renderWithQuery(<SkillEndorsements />);
    await cards();
    await user.click(screen.getByRole('button', { name: 'Endorse a skill' }));

    const dialog = screen.getByRole('dialog', { name: 'Endorse a Skill' });
    const skill = within(dialog).getByLabelText(/^Skill/);
    expect(skill).toHaveValue('');
    expect(skill).not.toHaveAttribute('readonly');
    await user.type(skill, 'Rust');
    expect(skill).toHaveValue('Rust');
  });
});
