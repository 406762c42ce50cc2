import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AVAILABILITY_ICONS } from './content-icons';
import { Section } from './section';
import { SectionSlot } from './section-slot';
import { SummaryCard } from './summary-card';
import { BareList } from '@/components/ui/bare-list';
import { siteContent } from '@/lib/content/site-content';

/** Heading, journey, cards, badges, then the booking wizard and the meeting scheduler. */
export function AvailabilitySection({
  bookingWizard,
  meetingScheduler,
}: {
  bookingWizard?: ReactNode;
  meetingScheduler?: ReactNode;
}) {
  return (
    <Section
      id="availability"
      heading={{
        title: siteContent('availability').availabilityIntro.heading,
        lead: siteContent('availability').availabilityIntro.intro,
      }}
    >
      <Typography variant="subsectionTitle" component="h3">
        Professional Journey
      </Typography>
      <BareList ordered columns="responsive" gap={2} sx={{ mb: 6 }}>
        {siteContent('availability').journey.map((entry) => (
          <SummaryCard
            key={entry.year}
            component="li"
            accent={
              <Typography color="primary" sx={{ fontWeight: 800, fontSize: '1.5rem' }}>
                {entry.year}
              </Typography>
            }
            title={entry.title}
            description={entry.description}
          />
        ))}
      </BareList>
      <Grid container spacing={3} sx={{ mb: 6 }}>
        {siteContent('availability').availabilityCards.map((card) => {
          const Icon = AVAILABILITY_ICONS[card.icon];
          return (
            <Grid key={card.title} size={{ xs: 12, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Icon color="primary" sx={{ fontSize: 36, mb: 1 }} aria-hidden />
                  <Typography variant="blockTitle" component="h3">
                    {card.title}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mb: 2 }}>
                    {card.description}
                  </Typography>
                  <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
                    {card.points.map((point) => (
                      <Stack
                        key={point}
                        component="li"
                        direction="row"
                        spacing={1}
                        sx={{ alignItems: 'center', listStyle: 'none' }}
                      >
                        <CheckIcon fontSize="small" color="success" aria-hidden />
                        <Typography variant="body2">{point}</Typography>
                      </Stack>
                    ))}
                  </Stack>
                </CardContent>
              </Card>
            </Grid>
          );
        })}
      </Grid>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        {siteContent('availability').experienceBadges.map((badge) => (
          <Box
            key={badge.label}
            sx={{
              px: 3,
              py: 2,
              borderRadius: 3,
              border: 1,
              borderColor: 'divider',
              textAlign: 'center',
              minWidth: 160,
            }}
          >
            <Typography sx={{ fontWeight: 800, fontSize: '1.75rem', color: 'primary.main' }}>
              {badge.value}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {badge.label}
            </Typography>
          </Box>
        ))}
      </Stack>
      <SectionSlot mt={8} id="booking-wizard">
        {bookingWizard}
      </SectionSlot>
      <SectionSlot mt={6} id="meeting-scheduler">
        {meetingScheduler}
      </SectionSlot>
    </Section>
  );
}
