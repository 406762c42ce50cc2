import { PlainTabs } from '@/components/plain/tabs';

export type AuthTab = 'sign-in' | 'register';

const TABS = [
  { value: 'sign-in', label: 'Sign In' },
  { value: 'register', label: 'Register' },
] as const;

/**
 * Sign In | Register, as MUI's full-width Tabs (spaced by auth-card.css); moving to a
 * tab selects it: the two are one form's two modes. Plain markup: `/auth` paints and adopts them
 * before MUI's runtime has loaded.
 */
export function AuthTabs({
  value,
  onChange,
}: {
  value: AuthTab;
  onChange: (tab: AuthTab) => void;
}) {
  return (
    <PlainTabs
      tabs={TABS}
      value={value}
      onChange={onChange}
      activation="automatic"
      fill
      className="auth-tabs"
    />
  );
}
