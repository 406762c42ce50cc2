import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { heroSocialLinks, heroStats } from '@shared/content/hero';
import { profile } from '@shared/content/profile';
import { scrollToSection } from '@/lib/scroll';
import { useSectionViewed } from '../hooks/use-section-viewed';
import { SOCIAL_ICONS } from './social-icons';
import { CvDownloadButton } from './cv-download-button';
import { HeroPhoneButton } from './hero-phone-button';

// The hero lays itself out with Box (CSS grid and flex) rather than Container, Grid and Stack: it
// is on the first load, and their code then comes later with the sections below. Twelve columns
// with gaps give the same widths as Grid's 7 + 5 split.
const HERO_COLUMNS = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(12, minmax(0, 1fr))' },
  gap: { xs: 6, md: 8 },
  alignItems: 'center',
  '& > :first-of-type': { gridColumn: { md: 'span 7' } },
  '& > :last-of-type': { gridColumn: { md: 'span 5' } },
} as const;

/** The hero's jumps to a section: a link that scrolls (the fixed header's offset included). */
const HERO_LINKS = [
  { label: 'View Projects', section: 'projects', variant: 'contained' },
  { label: 'Contact Me', section: 'contact', variant: 'outlined' },
] as const;

function TerminalCard() {
  return (
    <Paper
      elevation={0}
      sx={{
        borderRadius: 3,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: '#0f172a',
        color: '#e2e8f0',
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
      }}
    >
      <Box
        sx={{ display: 'flex', gap: 1, px: 2, py: 1.25, bgcolor: '#1e293b', alignItems: 'center' }}
        aria-hidden
      >
        {['#ef4444', '#f59e0b', '#22c55e'].map((color) => (
          <Box key={color} sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: color }} />
        ))}
        <Typography
          component="span"
          sx={{ ml: 1, fontFamily: 'inherit', fontSize: 13, color: '#cbd5e1' }}
        >
          ~/flagship
        </Typography>
      </Box>
      <Box sx={{ p: { xs: 2.5, md: 3 } }}>
        <Typography sx={{ fontFamily: 'inherit', color: '#93c5fd', fontSize: 14 }}>
          $ status {heroStats.platformName.toLowerCase()}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', my: 1.5 }}>
          <Typography component="h2" sx={{ fontFamily: 'inherit', fontWeight: 700, fontSize: 22 }}>
            {heroStats.platformName}
          </Typography>
          <Chip
            label={heroStats.status}
            size="small"
            sx={{ bgcolor: '#14532d', color: '#bbf7d0', fontWeight: 700, fontFamily: 'inherit' }}
          />
        </Box>
        <Box
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 2, my: 2 }}
        >
          {heroStats.stats.map((stat) => (
            <div key={stat.label}>
              <Typography
                sx={{
                  fontFamily: 'inherit',
                  fontSize: { xs: 22, md: 28 },
                  fontWeight: 800,
                  color: '#f8fafc',
                }}
              >
                {stat.value}
              </Typography>
              <Typography sx={{ fontFamily: 'inherit', fontSize: 12, color: '#cbd5e1' }}>
                {stat.label}
              </Typography>
            </div>
          ))}
        </Box>
        <Button
          variant="contained"
          href={heroStats.exploreUrl}
          target="_blank"
          rel="noopener"
          fullWidth
          sx={{ bgcolor: '#2563eb', color: '#fff' }}
        >
          {heroStats.exploreLabel}
        </Button>
      </Box>
    </Paper>
  );
}

export function HeroSection({ onShare }: { onShare: () => void }) {
  const ref = useSectionViewed<HTMLElement>('hero');
  return (
    <Box
      ref={ref}
      component="section"
      id="hero"
      aria-labelledby="hero-title"
      // The extra room on phones keeps the badge clear of the fixed System Status pill.
      sx={{ scrollMarginTop: '80px', pt: { xs: 9, md: 10 }, pb: { xs: 8, md: 12 } }}
    >
      <Box sx={{ maxWidth: 'lg', mx: 'auto', px: { xs: 2, sm: 3 } }}>
        <Box sx={HERO_COLUMNS}>
          <div>
            <Chip
              color="success"
              variant="outlined"
              label={profile.availabilityBadge}
              sx={{ mb: 3, maxWidth: '100%' }}
            />
            <Typography
              id="hero-title"
              variant="h1"
              sx={{
                fontWeight: 800,
                fontSize: { xs: '2.5rem', sm: '3.25rem', md: '4rem' },
                lineHeight: 1.05,
                mb: 2,
              }}
            >
              {profile.name}
            </Typography>
            <Typography
              variant="h2"
              sx={{
                fontWeight: 600,
                fontSize: { xs: '1.25rem', md: '1.6rem' },
                color: 'primary.main',
                mb: 2,
              }}
            >
              {profile.headline}
            </Typography>
            <Typography
              variant="lead"
              component="p"
              color="text.secondary"
              sx={{ mb: 3, maxWidth: 620 }}
            >
              {profile.tagline}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, mb: 4 }}>
              {heroSocialLinks.map((link) => {
                const Icon = SOCIAL_ICONS[link.icon];
                if (link.kind === 'phone') {
                  return <HeroPhoneButton key={link.kind} label={link.label} icon={<Icon />} />;
                }
                if (link.kind === 'share') {
                  return (
                    <IconButton
                      key={link.kind}
                      aria-label={link.label}
                      onClick={onShare}
                      sx={{ border: 1, borderColor: 'divider' }}
                    >
                      <Icon />
                    </IconButton>
                  );
                }
                const href = link.href ?? '#contact';
                return (
                  <IconButton
                    key={link.kind}
                    aria-label={link.label}
                    href={href}
                    {...(href.startsWith('http') ? { target: '_blank', rel: 'noopener' } : {})}
                    onClick={
                      href === '#contact'
                        ? (event) => scrollToSection('contact') && event.preventDefault()
                        : undefined
                    }
                    sx={{ border: 1, borderColor: 'divider' }}
                  >
                    <Icon />
                  </IconButton>
                );
              })}
            </Box>
            <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
              {HERO_LINKS.map(({ label, section, variant }) => (
                <Button
                  key={section}
                  variant={variant}
                  size="large"
                  href={`#${section}`}
                  onClick={(event) => scrollToSection(section) && event.preventDefault()}
                >
                  {label}
                </Button>
              ))}
              <CvDownloadButton />
            </Box>
          </div>
          <div>
            <TerminalCard />
          </div>
        </Box>
      </Box>
    </Box>
  );
}
