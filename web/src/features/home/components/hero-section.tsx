import { Fragment, type ReactNode } from 'react';
import { heroSocialLinks, heroStats } from '@shared/content/hero';
import { profile } from '@shared/content/profile';
import { buttonClass, iconButtonClass } from '@/components/plain/class-names';
import { scrollToSection } from '@/lib/scroll';
import { useSectionViewed } from '../hooks/use-section-viewed';
import { SOCIAL_ICONS } from './social-icons';

// Plain markup styled by hero-section.css: the hero is the first screen of `/`, and adopting it
// then needs no styling runtime (MUI's loads with the sections below, after the page).

/** The hero's jumps to a section: a link that scrolls (the fixed header's offset included). */
const HERO_LINKS = [
  { label: 'View Projects', section: 'projects', variant: 'contained' },
  { label: 'Contact Me', section: 'contact', variant: 'outlined' },
] as const;

const DOTS = ['#ef4444', '#f59e0b', '#22c55e'];

function TerminalCard() {
  return (
    <div className="terminal">
      <div className="terminal__bar" aria-hidden>
        {DOTS.map((color) => (
          <span key={color} className="terminal__dot" style={{ backgroundColor: color }} />
        ))}
        <span className="terminal__path">~/flagship</span>
      </div>
      <div className="terminal__body">
        <p className="terminal__command">$ status {heroStats.platformName.toLowerCase()}</p>
        <div className="terminal__title-row">
          <h2 className="terminal__title">{heroStats.platformName}</h2>
          <span className="ui-chip ui-chip--small terminal__status">
            <span>{heroStats.status}</span>
          </span>
        </div>
        <div className="terminal__stats">
          {heroStats.stats.map((stat) => (
            <div key={stat.label}>
              <p className="terminal__stat-value">{stat.value}</p>
              <p className="terminal__stat-label">{stat.label}</p>
            </div>
          ))}
        </div>
        <a
          className={`${buttonClass({ variant: 'contained', fullWidth: true })} terminal__explore`}
          href={heroStats.exploreUrl}
          target="_blank"
          rel="noopener"
        >
          {heroStats.exploreLabel}
        </a>
      </div>
    </div>
  );
}

const BORDERED = iconButtonClass({ bordered: true });

/** What other features put in the hero; the app layer passes them in (features never import each other). */
export interface HeroParts {
  /** After the jumps to a section: the Download CV button. */
  cvDownload?: ReactNode;
  /** The phone icon among the social links, drawn with the hero's label and icon. */
  phoneButton?: (link: { label: string; icon: ReactNode }) => ReactNode;
}

export function HeroSection({
  onShare,
  cvDownload,
  phoneButton,
}: { onShare: () => void } & HeroParts) {
  const ref = useSectionViewed<HTMLElement>('hero');
  return (
    <section ref={ref} id="hero" aria-labelledby="hero-title" className="hero">
      <div className="hero__inner">
        <div className="hero__columns">
          <div>
            <span className="ui-chip ui-chip--success hero__badge">
              <span>{profile.availabilityBadge}</span>
            </span>
            <h1 id="hero-title" className="hero__name">
              {profile.name}
            </h1>
            <h2 className="hero__headline">{profile.headline}</h2>
            <p className="hero__tagline">{profile.tagline}</p>
            <div className="hero__social">
              {heroSocialLinks.map((link) => {
                const Icon = SOCIAL_ICONS[link.icon];
                if (link.kind === 'phone') {
                  return (
                    <Fragment key={link.kind}>
                      {phoneButton?.({ label: link.label, icon: <Icon /> })}
                    </Fragment>
                  );
                }
                if (link.kind === 'share') {
                  return (
                    <button
                      key={link.kind}
                      type="button"
                      className={BORDERED}
                      aria-label={link.label}
                      onClick={onShare}
                    >
                      <Icon />
                    </button>
                  );
                }
                const href = link.href ?? '#contact';
                return (
                  <a
                    key={link.kind}
                    className={BORDERED}
                    aria-label={link.label}
                    href={href}
                    {...(href.startsWith('http') ? { target: '_blank', rel: 'noopener' } : {})}
                    onClick={
                      href === '#contact'
                        ? (event) => scrollToSection('contact') && event.preventDefault()
                        : undefined
                    }
                  >
                    <Icon />
                  </a>
                );
              })}
            </div>
            <div className="hero__actions">
              {HERO_LINKS.map(({ label, section, variant }) => (
                <a
                  key={section}
                  className={buttonClass({ variant, size: 'large' })}
                  href={`#${section}`}
                  onClick={(event) => scrollToSection(section) && event.preventDefault()}
                >
                  {label}
                </a>
              ))}
              {cvDownload}
            </div>
          </div>
          <div>
            <TerminalCard />
          </div>
        </div>
      </div>
    </section>
  );
}
