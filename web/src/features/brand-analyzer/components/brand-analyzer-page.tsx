import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { PageContainer } from '@/components/ui/page-container';
import { SectionCard } from '@/components/ui/section-card';
import {
  LENGTH_LABELS,
  analyseName,
  contrastRatio,
  contrastSummary,
  domainCandidates,
  formatRatio,
  handleForms,
  type NameAnalysis,
  type Rgb,
} from '../brand-analysis';
import { useColourInput } from '../hooks/use-colour-input';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { ColourField } from './colour-field';
import { ContrastCard } from './contrast-card';
import { HandlesCard } from './handles-card';
import { NameCard } from './name-card';
import { visuallyHidden } from '@/components/ui/visually-hidden';

const DEBOUNCE_MS = 150;

/** A short spoken summary, so screen-reader users hear the headline without the whole page re-read. */
function announcement(name: NameAnalysis, primary: Rgb, background: Rgb): string {
  const ratio = contrastRatio(primary, background);
  const contrast = `Contrast ${formatRatio(ratio)} to 1. ${contrastSummary(ratio)}`;
  if (name.name === '') return contrast;
  return (
    `${name.name}: ${name.characters} characters, ${LENGTH_LABELS[name.lengthVerdict].toLowerCase()}, ` +
    `pronounceability ${name.pronounceability} out of 100. ${contrast}`
  );
}

/** A founder's offline check of a brand name and brand colours. */
export function BrandAnalyzerPage() {
  const [name, setName] = useState('');
  const primaryInput = useColourInput('#2563eb');
  const backgroundInput = useColourInput('#ffffff');

  const debouncedName = useDebouncedValue(name, DEBOUNCE_MS);
  const primary = useDebouncedValue(primaryInput.colour, DEBOUNCE_MS);
  const background = useDebouncedValue(backgroundInput.colour, DEBOUNCE_MS);

  const analysis = analyseName(debouncedName);

  return (
    <PageContainer
      title="Brand Analyzer"
      intro="Check a brand name and its colours before you commit: length, sound, handles, domains and WCAG contrast. Everything runs in your browser, even offline."
    >
      <SectionCard title="Your brand">
        <Grid container spacing={2}>
          <Grid size={12}>
            <TextField
              label="Brand name"
              placeholder="e.g. Lumora"
              value={name}
              onChange={(event) => setName(event.target.value)}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 100, spellCheck: false } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ColourField label="Primary colour" input={primaryInput} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ColourField label="Background colour" input={backgroundInput} />
          </Grid>
        </Grid>
      </SectionCard>

      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement(analysis, primary, background)}
      </Box>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <NameCard analysis={analysis} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <HandlesCard
            name={analysis.name}
            forms={handleForms(debouncedName)}
            domains={domainCandidates(debouncedName)}
          />
        </Grid>
        <Grid size={12}>
          <ContrastCard
            primary={primary}
            background={background}
            onUseSuggestion={primaryInput.setText}
          />
        </Grid>
      </Grid>
    </PageContainer>
  );
}
