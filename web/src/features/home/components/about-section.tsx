import LocationOnIcon from '@mui/icons-material/LocationOn';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { Section } from './section';
import { siteContent } from '@/lib/content/site-content';

/** The summary and contact lines; `phone` (the app layer's phone reveal) on the phone line. */
export function AboutSection({ phone }: { phone?: ReactNode }) {
  return (
    <Section id="about">
      <Grid container spacing={6}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Typography variant="lead" component="p" sx={{ lineHeight: 1.8, mb: 3 }}>
            {siteContent('profile').profile.summary}
          </Typography>
          <Stack spacing={1.5}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <LocationOnIcon color="primary" aria-hidden />
              <Typography>{siteContent('profile').profile.location}</Typography>
            </Stack>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <EmailIcon color="primary" aria-hidden />
              <Link href={`mailto:${siteContent('profile').profile.email}`}>
                {siteContent('profile').profile.email}
              </Link>
            </Stack>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <PhoneIcon color="primary" aria-hidden />
              {/* Its code may arrive after the section's: the prerendered markup stays until then. */}
              <Suspense>{phone}</Suspense>
            </Stack>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Typography variant="subsectionTitle" component="h3">
            Websites &amp; Platforms
          </Typography>
          <Stack spacing={1.5}>
            {siteContent('profile').websites.map((site) => (
              <Card key={site.id}>
                <CardActionArea href={site.url} target="_blank" rel="noopener">
                  <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 1.5 }}>
                    <div style={{ flexGrow: 1 }}>
                      <Typography sx={{ fontWeight: 600 }}>{site.name}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {site.description}
                      </Typography>
                    </div>
                    <OpenInNewIcon fontSize="small" color="action" aria-hidden />
                  </CardContent>
                </CardActionArea>
              </Card>
            ))}
          </Stack>
        </Grid>
      </Grid>
    </Section>
  );
}
