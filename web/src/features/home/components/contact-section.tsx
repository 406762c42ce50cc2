import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { CONTACT_ICONS } from './content-icons';
import { SOCIAL_ICONS } from './social-icons';
import { Section } from './section';
import { SectionSlot } from './section-slot';
import { siteContent } from '@/lib/content/site-content';

/**
 * Contact information (the phone's line shows `phone`), social links, and the message form; the
 * app layer provides both.
 */
export function ContactSection({ form, phone }: { form?: ReactNode; phone?: ReactNode }) {
  return (
    <Section id="contact">
      <Grid container spacing={3}>
        {siteContent('contact-items').contactItems.map((item) => {
          const Icon = CONTACT_ICONS[item.icon];
          return (
            <Grid key={item.title} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                  <Icon color="primary" aria-hidden />
                  <div>
                    <Typography variant="body2" color="text.secondary" component="h3">
                      {item.title}
                    </Typography>
                    {item.isSecure ? (
                      // Its code may arrive after the section's: the prerendered markup stays.
                      <Suspense>{phone}</Suspense>
                    ) : item.link ? (
                      <Link
                        href={item.link}
                        {...(item.link.startsWith('http')
                          ? { target: '_blank', rel: 'noopener' }
                          : {})}
                        sx={{ fontWeight: 600, wordBreak: 'break-word' }}
                      >
                        {item.value}
                      </Link>
                    ) : (
                      <Typography sx={{ fontWeight: 600 }}>{item.value}</Typography>
                    )}
                  </div>
                </CardContent>
              </Card>
            </Grid>
          );
        })}
      </Grid>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 4 }}>
        {siteContent('social-links').socialLinks.map((link) => {
          const Icon = SOCIAL_ICONS[link.icon];
          return (
            <IconButton
              key={link.platform}
              href={link.url}
              target="_blank"
              rel="noopener"
              aria-label={link.platform}
              sx={{
                bgcolor: link.bgColor,
                color: '#fff',
                '&:hover': { bgcolor: link.bgColor, opacity: 0.9 },
              }}
            >
              <Icon />
            </IconButton>
          );
        })}
      </Stack>
      <SectionSlot mt={6}>{form}</SectionSlot>
    </Section>
  );
}
