import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { buttonClass } from '@/components/plain/class-names';
import { Icon } from '@/components/plain/icons';
import { paths } from '@/config/paths';

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
      <div className="ui-paper auth-card">
        <RouterLink className={`${buttonClass({ size: 'small' })} auth-card__back`} to={paths.home}>
          <span className="ui-btn__start">
            <Icon name="arrowBack" />
          </span>
          Back to Portfolio
        </RouterLink>
        <h1 className="auth-card__title">{title}</h1>
        {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
        {children}
      </div>
    </main>
  );
}
