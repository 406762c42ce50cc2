import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  AA_NORMAL,
  contrastRatio,
  contrastSummary,
  formatRatio,
  relativeLuminance,
  suggestAccessibleColour,
  wcagVerdicts,
  type Rgb,
} from '../brand-analysis';
import { BareList } from '@/components/ui/bare-list';

function Swatch({ colour }: { colour: Rgb }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: 16,
        height: 16,
        mr: 1,
        verticalAlign: 'text-bottom',
        border: 1,
        borderColor: 'divider',
        borderRadius: 0.5,
        bgcolor: colour.hex,
      }}
    />
  );
}

/** WCAG 2.1 contrast of the primary colour on the background, a live preview and a fix when it fails. */
export function ContrastCard({
  primary,
  background,
  onUseSuggestion,
}: {
  primary: Rgb;
  background: Rgb;
  onUseSuggestion: (hex: string) => void;
}) {
  const ratio = contrastRatio(primary, background);
  const passesAa = ratio >= AA_NORMAL;
  const suggestion = passesAa ? null : suggestAccessibleColour(primary, background);

  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h2">
          Colour contrast
        </Typography>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Typography variant="body2" color="text.secondary">
              Contrast ratio, primary on background
            </Typography>
            <Typography
              component="p"
              sx={{ fontSize: '2.5rem', fontWeight: 700, lineHeight: 1.2, my: 0.5 }}
            >
              {formatRatio(ratio)}:1
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{contrastSummary(ratio)}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              <Swatch colour={primary} />
              Primary {primary.hex}, relative luminance {relativeLuminance(primary).toFixed(4)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <Swatch colour={background} />
              Background {background.hex}, relative luminance{' '}
              {relativeLuminance(background).toFixed(4)}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <BareList gap={1}>
              {wcagVerdicts(ratio).map((verdict) => (
                <Box
                  component="li"
                  key={verdict.id}
                  sx={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    alignItems: 'center',
                    gap: 1,
                  }}
                >
                  <span>
                    {verdict.label} ({verdict.threshold}:1)
                  </span>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={verdict.pass ? 'success' : 'error'}
                    icon={verdict.pass ? <CheckCircleOutlinedIcon /> : <HighlightOffIcon />}
                    label={verdict.pass ? 'Pass' : 'Fail'}
                  />
                </Box>
              ))}
            </BareList>
          </Grid>
        </Grid>

        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            Preview
          </Typography>
          <Box
            sx={{
              bgcolor: background.hex,
              color: primary.hex,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              p: { xs: 2, sm: 3 },
              overflowWrap: 'anywhere',
            }}
          >
            <Box component="p" sx={{ fontSize: '16px', m: 0, mb: 1.5 }}>
              Normal text (16 px): the quick brown fox jumps over the lazy dog.
            </Box>
            <Box component="p" sx={{ fontSize: '24px', m: 0 }}>
              Large text (24 px): your brand, loud and clear.
            </Box>
          </Box>
        </Box>

        {!passesAa &&
          (suggestion ? (
            <Alert severity="warning" variant="outlined">
              <Swatch colour={suggestion.colour} />
              Try the {suggestion.direction} shade {suggestion.colour.hex}: it reaches{' '}
              {formatRatio(suggestion.ratio)}:1, enough for AA normal text.
              <Box sx={{ mt: 1 }}>
                <Button
                  variant="outlined"
                  color="inherit"
                  size="small"
                  onClick={() => onUseSuggestion(suggestion.colour.hex)}
                >
                  Use {suggestion.colour.hex}
                </Button>
              </Box>
            </Alert>
          ) : (
            <Alert severity="warning" variant="outlined">
              No shade of this hue reaches {AA_NORMAL}:1 on this background: change the background
              colour instead.
            </Alert>
          ))}
      </CardContent>
    </Card>
  );
}
