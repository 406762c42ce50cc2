import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PlainTabs } from './tabs';

const TABS = [
  { value: 'inbox', label: 'Inbox' },
  { value: 'users', label: 'Users' },
  { value: 'activity', label: 'Activity' },
] as const;
type Value = (typeof TABS)[number]['value'];

function Harness({
  activation,
  onChange,
}: {
  activation: 'automatic' | 'manual';
  onChange: (value: Value) => void;
}) {
  const [value, setValue] = useState<Value>('inbox');
  return (
    <PlainTabs
      label="Sections"
      tabs={TABS}
      value={value}
      activation={activation}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('PlainTabs', () => {
  it('is one tab stop, on the selected tab, and a press selects', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness activation="manual" onChange={onChange} />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Inbox' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('tabindex', '-1');

    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(onChange).toHaveBeenLastCalledWith('activity');
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Inbox' })).toHaveAttribute('aria-selected', 'false');
  });

  it('manual: arrows, Home and End move the focus; Enter selects the focused tab', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness activation="manual" onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Inbox' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Inbox' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Inbox' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('activity');
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
  });

  it('automatic: moving to a tab selects it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness activation="automatic" onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('users');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  });
});
