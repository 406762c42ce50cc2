import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { notFoundTitle } from '@/lib/content/titles';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  const { pathname } = useLocation();
  // Served from the app shell for any unknown path: only the page itself knows it is not found.
  useEffect(() => {
    document.title = notFoundTitle();
  }, [pathname]);
  return (
    <Box
      component="main"
      sx={{ display: 'grid', placeItems: 'center', minHeight: '80vh', p: 3, textAlign: 'center' }}
    >
      <div>
        <Typography variant="overline" color="primary">
          404
        </Typography>
        <Typography
          variant="h3"
          component="h1"
          gutterBottom
          sx={{ fontSize: { xs: '2.25rem', md: '3rem' } }}
        >
          Page not found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, wordBreak: 'break-word' }}>
          There is no page at {pathname}. It may have moved, or the link may be mistyped.
        </Typography>
        <Button variant="contained" component={RouterLink} to={paths.home}>
          Back to Portfolio
        </Button>
      </div>
    </Box>
  );
}
