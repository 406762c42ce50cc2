import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/plain/button';
import { Paper } from '@/components/plain/card';
import { Icon } from '@/components/plain/icon';
import { paths } from '@/config/paths';
import './auth-card.css';

/**
 * The centred card every account page (sign-in, verification, reset) sits in. Plain markup
 * styled by auth-card.css: it is `/auth`'s first paint, and adopting it needs no styling runtime.
 */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <main className="auth-card-page">
      <Paper className="auth-card">
        <ButtonLink
          size="small"
          className="auth-card__back"
          to={paths.home}
          start={<Icon name="arrowBack" />}
        >
          Back to Portfolio
        </ButtonLink>
        <h1 className="auth-card__title">{title}</h1>
        {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
        {children}
      </Paper>
    </main>
  );
}
