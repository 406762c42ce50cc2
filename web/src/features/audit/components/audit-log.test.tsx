import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubAdminServer } from '@/testing/admin-server';
import { renderWithQuery } from '@/testing/query';
import { AuditLog } from './audit-log';

const entry = {
  id: 'entry-1',
  action: 'export',
  actorUid: 'owner-uid',
  list: 'subscribers',
  at: '2026-12-01T10:00:00.000Z',
};

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

const renderAt = (at: string) =>
  renderWithQuery(
    <MemoryRouter initialEntries={[at]}>
      <AuditLog />
      <Where />
    </MemoryRouter>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('the admin activity’s filters', () => {
  it('reads the days, actor and action the address names, the last day whole', async () => {
    const calls = stubAdminServer({ listAuditLog: () => ({ items: [entry], nextCursor: null }) });
    renderAt(
      '/admin?section=activity&activityFrom=2026-12-01&activityTo=2026-12-03&activityActor=owner@example.org&activityAction=export',
    );
    await screen.findByText('Exported as CSV: subscribers');
    expect(calls).toEqual([
      [
        'listAuditLog',
        {
          from: new Date('2026-12-01T00:00:00').toISOString(),
          to: new Date('2026-12-04T00:00:00').toISOString(),
          actor: 'owner@example.org',
          action: 'export',
          limit: 25,
        },
      ],
    ]);
    expect(screen.getByLabelText('From')).toHaveValue('2026-12-01');
    expect(screen.getByLabelText('Actor')).toHaveValue('owner@example.org');
  });

  it('applies the filters together, keeps them in the address, and clears them', async () => {
    const calls = stubAdminServer({ listAuditLog: () => ({ items: [], nextCursor: null }) });
    renderAt('/admin?section=activity');
    await screen.findByText('No admin activity yet.');
    await userEvent.type(screen.getByLabelText('Actor'), 'someone');
    expect(calls).toHaveLength(1);
    await userEvent.click(screen.getByRole('combobox', { name: 'Action' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Payment verified' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('No admin activity matches these filters.');
    expect(calls.at(-1)).toEqual([
      'listAuditLog',
      { actor: 'someone', action: 'payment.paid', limit: 25 },
    ]);
    expect(screen.getByTestId('where')).toHaveTextContent(
      '?section=activity&activityActor=someone&activityAction=payment.paid',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('No admin activity yet.');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\?section=activity$/);
  });

  it('shows the server’s words for a range it refuses', async () => {
    stubAdminServer({
      listAuditLog: () => ({
        status: 400,
        message: 'The end of the range must be after its start.',
      }),
    });
    renderAt('/admin?activityFrom=2026-12-05&activityTo=2026-12-01');
    const list = await screen.findByText('The end of the range must be after its start.');
    expect(
      within(list.closest('[role="alert"]') ?? document.body).getByRole('button', {
        name: 'Try again',
      }),
    ).toBeInTheDocument();
  });
});
