import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answering, unreachable } from '@/testing/fetch';
import { renderWithQuery } from '@/testing/query';
import { MySubmissionsCard } from './my-submissions-card';

const SUBMISSIONS = {
  success: true,
  messages: [
    {
      id: 'm1',
      subject: 'Speaking at our meetup',
      createdAt: '2026-11-20T10:00:00.000Z',
      status: 'read',
    },
  ],
  inquiries: [
    {
      id: 'i1',
      title: 'Portfolio site for a studio',
      category: 'web-development',
      createdAt: '2026-11-24T10:00:00.000Z',
      status: 'sent',
    },
  ],
  endorsements: [
    {
      id: 'e1',
      skill: 'Technical Leadership',
      createdAt: '2026-11-26T10:00:00.000Z',
      status: 'pending',
    },
  ],
};

const show = (which: 'everything' | 'inquiries') =>
  renderWithQuery(
    <MemoryRouter>
      <MySubmissionsCard show={which} />
    </MemoryRouter>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('what the user sent, on their dashboards', () => {
  it('lists messages, inquiries and endorsements newest first, each with what became of it', async () => {
    answering(SUBMISSIONS);
    show('everything');
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => within(row).getAllByText(/./)[0]?.textContent)).toEqual([
      'Endorsement of Technical Leadership',
      'Portfolio site for a studio',
      'Speaking at our meetup',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Awaiting review')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Sent')).toBeInTheDocument();
    expect(
      within(rows[1] as HTMLElement).getByText(/^Project inquiry · Web Development ·/),
    ).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Read by the owner')).toBeInTheDocument();
  });

  it('on the business dashboard, the projects inquired about only', async () => {
    answering(SUBMISSIONS);
    show('inquiries');
    expect(
      await screen.findByRole('region', { name: 'Projects you inquired about' }),
    ).toBeInTheDocument();
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(
      within(rows[0] as HTMLElement).getByText('Portfolio site for a studio'),
    ).toBeInTheDocument();
  });

  it('says what will be listed, and where to start, when nothing was sent yet', async () => {
    answering({ success: true, messages: [], inquiries: [], endorsements: [] });
    show('everything');
    expect(await screen.findByText(/^Nothing yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a message' })).toHaveAttribute(
      'href',
      '/#contact',
    );
  });

  it('offline, shows the list read last and says from when', async () => {
    answering(SUBMISSIONS);
    const first = show('everything');
    await screen.findByText('Speaking at our meetup');
    first.unmount();
    unreachable();
    show('everything');
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Offline copy from .+: these messages, inquiries and endorsements may be out of date\.$/,
    );
    expect(screen.getByText('Speaking at our meetup')).toBeInTheDocument();
  });
});
