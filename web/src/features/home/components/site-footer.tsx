import GetAppIcon from '@mui/icons-material/GetApp';
import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useCurrentYear } from '@/lib/current-year';
import { scrollToSection } from '@/lib/scroll';
import { OFF_SCREEN_UNRENDERED } from './section';
import { SectionSlot } from './section-slot';
import { siteContent } from '@/lib/content/site-content';

interface SiteFooterProps {
  onInstall: () => void;
  onShare: () => void;
  /** The newsletter form the app layer provides. */
  newsletter?: ReactNode;
}

export function SiteFooter({ onInstall, onShare, newsletter }: SiteFooterProps) {
  const year = useCurrentYear();
  return (
    <Box
      component="footer"
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        py: 6,
        bgcolor: 'background.paper',
        ...OFF_SCREEN_UNRENDERED,
      }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
              {siteContent('profile').profile.name}
            </Typography>
            <Typography color="text.secondary">
              {siteContent('navigation').footer.tagline}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography variant="itemTitle" component="h2" sx={{ mb: 1 }}>
              Navigate
            </Typography>
            <Stack
              component="nav"
              aria-label="Footer"
              direction="row"
              sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}
            >
              {siteContent('navigation').footer.links.map((link) => (
                <Link
                  key={link.href}
                  href={link.href}
                  onClick={(event) => scrollToSection(link.href.slice(1)) && event.preventDefault()}
                >
                  {link.label}
                </Link>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Typography variant="itemTitle" component="h2" sx={{ mb: 1 }}>
              Quick Actions
            </Typography>
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Button startIcon={<GetAppIcon />} onClick={onInstall}>
                Install App
              </Button>
              <Button startIcon={<ShareIcon />} onClick={onShare}>
                Share Portfolio
              </Button>
            </Stack>
          </Grid>
        </Grid>
        <SectionSlot mt={4} id="newsletter">
          {newsletter}
        </SectionSlot>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }}>
          © {year} {siteContent('profile').profile.name}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
