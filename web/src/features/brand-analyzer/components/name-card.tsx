import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  LENGTH_LABELS,
  PRONOUNCEABILITY_LABELS,
  plural,
  type LengthVerdict,
  type NameAnalysis,
} from '../brand-analysis';
import { BareList } from '@/components/ui/bare-list';
import { CheckItem } from './check-item';

/** Each length verdict's chip colour and advice. */
const LENGTH_LOOKS: Record<LengthVerdict, ['success' | 'warning' | 'error' | 'default', string]> = {
  empty: ['default', ''],
  short: ['success', 'Easy to remember, type and fit on a logo.'],
  good: ['success', 'Long enough to be distinctive, short enough to remember.'],
  long: ['warning', 'Memorable if it reads naturally, but harder to type and fit in small spaces.'],
  'too-long': ['error', 'People will shorten it for you: consider a shorter form.'],
};

/** One line of the name's facts: what is counted, and how many. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}

/** Length, sound and word-of-mouth checks for the brand name. */
export function NameCard({ analysis }: { analysis: NameAnalysis }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Name
        </Typography>
        {analysis.name === '' ? (
          <Typography color="text.secondary">
            Type a brand name above to see its length, syllables and how easy it is to say.
          </Typography>
        ) : (
          <NameDetails analysis={analysis} />
        )}
      </CardContent>
    </Card>
  );
}

function NameDetails({ analysis }: { analysis: NameAnalysis }) {
  const [lengthColour, lengthAdvice] = LENGTH_LOOKS[analysis.lengthVerdict];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        <Fact term="Length">
          {plural(analysis.characters, 'character')} ({plural(analysis.letters, 'letter')})
        </Fact>
        <Fact term="Words">{analysis.words}</Fact>
        <Fact term="Syllables">about {analysis.syllables}</Fact>
      </Box>

      <Box>
        <Chip
          label={LENGTH_LABELS[analysis.lengthVerdict]}
          color={lengthColour}
          size="small"
          sx={{ mb: 0.5 }}
        />
        <Typography variant="body2" color="text.secondary">
          {lengthAdvice}
        </Typography>
      </Box>

      <Box>
        <Typography variant="subtitle1" component="h3">
          Pronounceability: {analysis.pronounceability}/100,{' '}
          {PRONOUNCEABILITY_LABELS[analysis.pronounceabilityVerdict].toLowerCase()}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={analysis.pronounceability}
          aria-label="Pronounceability score"
          color={analysis.pronounceability >= 60 ? 'success' : 'warning'}
          sx={{ my: 1 }}
        />
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {analysis.pronounceabilityNotes.map((note) => (
            <Typography component="li" variant="body2" key={note}>
              {note}
            </Typography>
          ))}
        </Box>
      </Box>

      <Box>
        <Typography variant="subtitle1" component="h3">
          Word of mouth
        </Typography>
        <BareList>
          <CheckItem ok={analysis.startsWithLetter}>
            {analysis.startsWithLetter
              ? 'Starts with a letter.'
              : 'Does not start with a letter, which many platforms and people stumble over.'}
          </CheckItem>
          <CheckItem ok={!analysis.hasDigits}>
            {analysis.hasDigits
              ? 'Contains digits: listeners won’t know whether to spell them out.'
              : 'No digits.'}
          </CheckItem>
          <CheckItem ok={!analysis.hasHyphens}>
            {analysis.hasHyphens
              ? 'Contains hyphens: they get lost when the name is said aloud.'
              : 'No hyphens.'}
          </CheckItem>
        </BareList>
      </Box>
    </Box>
  );
}
