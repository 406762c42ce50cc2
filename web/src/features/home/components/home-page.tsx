import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The home page shell; its sections (SPEC §1) grow here feature by feature. */
export function HomePage() {
  return (
    <Box
      component="main"
      id="hero"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center' }}
    >
      <Container maxWidth="md">
        <Stack spacing={3}>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 2 }}>
            Technology founder · AI · Education
          </Typography>
          <Typography
            variant="h2"
            component="h1"
            sx={{ fontWeight: 800, fontSize: { xs: '2.25rem', md: '3.5rem' } }}
          >
            Building platforms that teach, connect and scale.
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
            Twenty years of engineering and ten of leadership, from enterprise architecture to AI
            products and a children&apos;s technology education platform.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button variant="contained" size="large" href="#projects">
              View Projects
            </Button>
            <Button variant="outlined" size="large" href="#contact">
              Contact Me
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
