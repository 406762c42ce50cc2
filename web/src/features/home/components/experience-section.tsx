import SchoolIcon from '@mui/icons-material/School';
import WorkIcon from '@mui/icons-material/Work';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Section } from './section';
import { siteContent } from '@/lib/content/site-content';

function TimelineItem({
  icon,
  title,
  subtitle,
  period,
  index,
  children,
}: {
  icon: ReactNode;
  title: string;
  subtitle: string;
  period: string;
  index: number;
  children?: ReactNode;
}) {
  return (
    // Timeline stacking order counts down from 10.
    <Box
      component="li"
      sx={{
        position: 'relative',
        pl: { xs: 6, md: 8 },
        pb: 4,
        zIndex: 10 - index,
        listStyle: 'none',
      }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          left: { xs: 4, md: 12 },
          top: 4,
          width: 36,
          height: 36,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {icon}
      </Box>
      <Card>
        <CardContent>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
            {period}
          </Typography>
          <Typography variant="blockTitle" component="h3">
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: children ? 1.5 : 0 }}>
            {subtitle}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}

export function ExperienceSection() {
  return (
    <Section id="experience">
      <Box
        component="ol"
        sx={{
          p: 0,
          m: 0,
          position: 'relative',
          '&::before': {
            content: '""',
            position: 'absolute',
            left: { xs: 21, md: 29 },
            top: 0,
            bottom: 0,
            width: 2,
            bgcolor: 'divider',
          },
        }}
      >
        {siteContent('experience').experience.map((entry, index) => (
          <TimelineItem
            key={`${entry.company}-${entry.period}`}
            icon={<WorkIcon fontSize="small" />}
            title={entry.title}
            subtitle={`${entry.company} · ${entry.location}`}
            period={entry.period}
            index={index}
          >
            {entry.responsibilities && (
              <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
                {entry.responsibilities.map((item) => (
                  <li key={item}>
                    <Typography variant="body2">{item}</Typography>
                  </li>
                ))}
              </Box>
            )}
          </TimelineItem>
        ))}
        {siteContent('experience').education.map((entry) => (
          <TimelineItem
            key={entry.degree}
            icon={<SchoolIcon fontSize="small" />}
            title={entry.degree}
            subtitle={entry.university}
            period={entry.year}
            index={siteContent('experience').experience.length}
          />
        ))}
      </Box>
    </Section>
  );
}
