import { useRef, type KeyboardEvent } from 'react';

export type AuthTab = 'sign-in' | 'register';

const TABS: { value: AuthTab; label: string }[] = [
  { value: 'sign-in', label: 'Sign In' },
  { value: 'register', label: 'Register' },
];

/**
 * Sign In | Register, as MUI's full-width Tabs look and behave (one tab stop; arrows, Home and
 * End move between tabs and select them), in plain markup (auth-card.css): `/auth` paints and
 * adopts them before MUI's runtime has loaded.
 */
export function AuthTabs({
  value,
  onChange,
}: {
  value: AuthTab;
  onChange: (tab: AuthTab) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent): void => {
    const current = TABS.findIndex((tab) => tab.value === value);
    const last = TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (current + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (current + last) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const tab = TABS[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.value);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div ref={list} role="tablist" className="auth-tabs" onKeyDown={onKeyDown}>
      {TABS.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={tab.value === value}
          tabIndex={tab.value === value ? 0 : -1}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
