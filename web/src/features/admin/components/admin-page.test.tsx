import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InFrameOf } from '@/testing/page-frame';
import { renderWithQuery } from '@/testing/query';
import type { LoadedLater } from '../admin-section';
import { AdminPage, type AdminSections } from './admin-page';
import { SchedulingTabs } from './scheduling-tabs';

const mounted: string[] = [];
const preloaded: string[] = [];

/** A section that says when it is mounted, and whose code "loads" when asked ahead. */
function fake(name: string): LoadedLater {
  return {
    Content: function Section() {
      mounted.push(name);
      return <p>{name} content</p>;
    },
    preload: () => {
      preloaded.push(name);
      return Promise.resolve();
    },
    fallback: <p>{name} placeholder</p>,
  };
}

const panels = {
  meetings: fake('meetings'),
  bookings: fake('bookings'),
  payments: fake('payments'),
  availability: fake('availability'),
};

const sections: AdminSections = {
  inbox: fake('inbox'),
  scheduling: { ...fake('scheduling'), Content: () => <SchedulingTabs panels={panels} /> },
  endorsements: fake('endorsements'),
  subscribers: fake('subscribers'),
  users: {
    Content: ({ selfUid }) => <p>users of {selfUid}</p>,
    preload: () => Promise.resolve(),
    fallback: null,
  },
  activity: fake('activity'),
};

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

function renderAt(path: string, page = sections) {
  return renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <InFrameOf page="admin">
        <AdminPage sections={page} />
      </InFrameOf>
      <Where />
    </MemoryRouter>,
  );
}

/** The open section's card (the numbers at a glance are a region of their own above it). */
const card = () => {
  const [section] = screen
    .getAllByRole('region')
    .filter((region) => !within(region).queryByRole('heading', { name: 'At a glance' }));
  if (!section) throw new Error('No section card');
  return section;
};

vi.mock('@/lib/use-session-user', () => ({ useSessionUser: () => ({ uid: 'admin-1' }) }));

beforeEach(() => {
  mounted.length = 0;
  preloaded.length = 0;
});

describe('The admin page’s sections', () => {
  it('opens the inbox and mounts nothing else', () => {
    renderAt('/admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Inbox' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Inbox' })).toBeInTheDocument();
    expect(screen.getByText('inbox content')).toBeInTheDocument();
    expect(new Set(mounted)).toEqual(new Set(['inbox']));
  });

  it('keeps the open section in the address, and mounts only it', async () => {
    const user = userEvent.setup();
    renderAt('/admin');
    await user.click(screen.getByRole('tab', { name: 'Endorsements' }));
    expect(screen.getByTestId('where')).toHaveTextContent('?section=endorsements');
    expect(screen.getByRole('heading', { level: 2, name: 'Endorsements to review' })).toBeVisible();
    expect(screen.getByText('endorsements content')).toBeInTheDocument();
    expect(screen.queryByText('inbox content')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByText('users of admin-1')).toBeInTheDocument();
    expect(
      screen.getByText('Role changes apply at the user’s next page load.'.replace('’', "'")),
    ).toBeInTheDocument();
    expect(mounted).not.toContain('activity');
    expect(mounted).not.toContain('meetings');
  });

  it('opens the section the address names', () => {
    renderAt('/admin?section=activity');
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Recent admin activity' })).toBeVisible();
    expect(new Set(mounted)).toEqual(new Set(['activity']));
  });

  it('opens Meetings and bookings on the tab a mailed link names (?tab=payments)', () => {
    renderAt('/admin?tab=payments');
    expect(screen.getByRole('tab', { name: 'Meetings and bookings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
    expect(new Set(mounted)).toEqual(new Set(['payments']));
  });

  it('leaves a scheduling tab out of the address of another section', async () => {
    const user = userEvent.setup();
    renderAt('/admin?tab=bookings');
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\?section=users$/);
  });

  it('fetches a section’s code ahead when a pointer or the focus reaches its tab', async () => {
    const user = userEvent.setup();
    renderAt('/admin');
    await user.hover(screen.getByRole('tab', { name: 'Activity' }));
    expect(preloaded).toEqual(['activity']);
    act(() => screen.getByRole('tab', { name: 'Endorsements' }).focus());
    expect(preloaded).toEqual(['activity', 'endorsements']);
    expect(mounted).not.toContain('activity');
  });

  it('is busy until the open section’s reads have answered, then says they are shown', async () => {
    let answer: (rows: string[]) => void = () => undefined;
    const inbox: LoadedLater = {
      ...fake('inbox'),
      Content: function Inbox() {
        const read = useQuery({
          queryKey: ['inbox', 'contact'],
          queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
        });
        return <p>{read.data?.join(', ') ?? 'loading'}</p>;
      },
    };
    renderAt('/admin', { ...sections, inbox });
    expect(card()).toHaveAttribute('aria-busy', 'true');
    expect(card()).toHaveAttribute('data-server-data', 'loading');
    await waitFor(() => expect(answer).not.toBe(undefined));
    act(() => answer(['a message']));
    await screen.findByText('a message');
    await waitFor(() => expect(card()).toHaveAttribute('aria-busy', 'false'));
    expect(card()).toHaveAttribute('data-server-data', 'shown');
  });
});
