import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AuthTabs, type AuthTab } from './auth-tabs';

function Tabs() {
  const [tab, setTab] = useState<AuthTab>('sign-in');
  return <AuthTabs value={tab} onChange={setTab} />;
}

describe('AuthTabs', () => {
  it('selects a tab when it is clicked, and it becomes the one tab stop', () => {
    render(<Tabs />);
    const register = screen.getByRole('tab', { name: 'Register' });
    expect(register).toHaveAttribute('aria-selected', 'false');
    expect(register).toHaveAttribute('tabindex', '-1');
    fireEvent.click(register);
    expect(register).toHaveAttribute('aria-selected', 'true');
    expect(register).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('tabindex', '-1');
  });

  it('moves and selects with the arrow keys, Home and End, keeping the focus on the tab', () => {
    render(<Tabs />);
    const signIn = screen.getByRole('tab', { name: 'Sign In' });
    const register = screen.getByRole('tab', { name: 'Register' });
    signIn.focus();
    fireEvent.keyDown(signIn, { key: 'ArrowRight' });
    expect(register).toHaveAttribute('aria-selected', 'true');
    expect(register).toHaveFocus();
    fireEvent.keyDown(register, { key: 'ArrowRight' });
    expect(signIn).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(signIn, { key: 'ArrowLeft' });
    expect(register).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(register, { key: 'Home' });
    expect(signIn).toHaveFocus();
    fireEvent.keyDown(signIn, { key: 'End' });
    expect(register).toHaveFocus();
    fireEvent.keyDown(register, { key: 'a' });
    expect(register).toHaveAttribute('aria-selected', 'true');
  });
});
