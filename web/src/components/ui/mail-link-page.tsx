import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { ComponentProps } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageContainer } from './page-container';

/**
 * A page that a link in an email opens (manage a meeting, unsubscribe): its content in one card,
 * then the way on to the home page.
 */
export function MailLinkPage({ children, ...page }: ComponentProps<typeof PageContainer>) {
  return (
    <PageContainer {...page}>
      <Card>
        <CardContent>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            {children}
            <Link component={RouterLink} to={paths.home}>
              Back to the home page
            </Link>
          </Stack>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
