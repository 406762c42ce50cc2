import { Fragment, type ReactNode } from 'react';
import { ButtonLink } from '@/components/plain/button';
import { Chip } from '@/components/plain/chip';
import { IconButton, IconButtonLink } from '@/components/plain/icon-button';
import { scrollToSection } from '@/lib/scroll';
import { useSectionViewed } from '../hooks/use-section-viewed';
import { SOCIAL_ICONS } from './social-icons';
import './hero-section.css';
import { siteContent } from '@/lib/content/site-content';

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
        <p className="terminal__command">
          $ status {siteContent('hero').heroStats.platformName.toLowerCase()}
        </p>
        <div className="terminal__title-row">
          <h2 className="terminal__title">{siteContent('hero').heroStats.platformName}</h2>
          <Chip small label={siteContent('hero').heroStats.status} className="terminal__status" />
        </div>
        <div className="terminal__stats">
          {siteContent('hero').heroStats.stats.map((stat) => (
            <div key={stat.label}>
              <p className="terminal__stat-value">{stat.value}</p>
              <p className="terminal__stat-label">{stat.label}</p>
            </div>
          ))}
        </div>
        <ButtonLink
          variant="contained"
          fullWidth
          className="terminal__explore"
          href={siteContent('hero').heroStats.exploreUrl}
          target="_blank"
          rel="noopener"
        >
          {siteContent('hero').heroStats.exploreLabel}
        </ButtonLink>
      </div>
    </div>
  );
}

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
            <Chip
              color="success"
              label={siteContent('profile').profile.availabilityBadge}
              className="hero__badge"
            />
            <h1 id="hero-title" className="hero__name">
              {siteContent('profile').profile.name}
            </h1>
            <h2 className="hero__headline">{siteContent('profile').profile.headline}</h2>
            <p className="hero__tagline">{siteContent('profile').profile.tagline}</p>
            <div className="hero__social">
              {siteContent('hero').heroSocialLinks.map((link) => {
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
                    <IconButton key={link.kind} bordered aria-label={link.label} onClick={onShare}>
                      <Icon />
                    </IconButton>
                  );
                }
                const href = link.href ?? '#contact';
                return (
                  <IconButtonLink
                    key={link.kind}
                    bordered
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
                  </IconButtonLink>
                );
              })}
            </div>
            <div className="hero__actions">
              {HERO_LINKS.map(({ label, section, variant }) => (
                <ButtonLink
                  key={section}
                  variant={variant}
                  size="large"
                  href={`#${section}`}
                  onClick={(event) => scrollToSection(section) && event.preventDefault()}
                >
                  {label}
                </ButtonLink>
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
