import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { DomainCandidate, HandleForms } from '../brand-analysis';
import { BareList } from '@/components/ui/bare-list';
import { CheckItem } from './check-item';

const codeSx = { fontFamily: 'monospace', overflowWrap: 'anywhere' } as const;

/** The normalised social handle with its length checks, and ASCII domain ideas. */
export function HandlesCard({
  name,
  forms,
  domains,
}: {
  name: string;
  forms: HandleForms;
  domains: DomainCandidate[];
}) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h2">
          Handles &amp; domains
        </Typography>
        {name === '' ? (
          <Typography color="text.secondary">
            Type a brand name above to see its social handle and domain ideas.
          </Typography>
        ) : (
          <>
            <Box>
              <Typography variant="subtitle1" component="h3">
                Handle
              </Typography>
              {forms.handle === '' ? (
                <Typography color="text.secondary">
                  No letters or digits left for a handle: add some Latin letters or digits.
                </Typography>
              ) : (
                <>
                  <Typography sx={{ ...codeSx, fontSize: '1.25rem', mb: 0.5 }}>
                    @{forms.handle}
                  </Typography>
                  <BareList>
                    {forms.checks.map((check) => (
                      <CheckItem key={check.platform} ok={check.fits}>
                        {check.platform}: {check.length}/{check.limit} characters,{' '}
                        {check.fits
                          ? 'fits'
                          : `${check.length - check.limit} over the limit (e.g. @${forms.handle.slice(0, check.limit)})`}
                      </CheckItem>
                    ))}
                  </BareList>
                </>
              )}
            </Box>

            <Box>
              <Typography variant="subtitle1" component="h3">
                Domain ideas
              </Typography>
              {domains.length === 0 ? (
                <Typography color="text.secondary">
                  No letters or digits left for a domain: add some Latin letters or digits.
                </Typography>
              ) : (
                <BareList>
                  {domains.map(({ domain, valid }) => (
                    <Typography component="li" key={domain} sx={{ ...codeSx, py: 0.25 }}>
                      {domain}
                      {!valid && ' (too long: a domain label allows 63 characters)'}
                    </Typography>
                  ))}
                </BareList>
              )}
              {/[^\p{ASCII}]/u.test(name) && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  Accents and non-Latin characters were dropped so every domain is plain ASCII
                  (IDN-safe).
                </Typography>
              )}
            </Box>
          </>
        )}
        <Alert severity="info" variant="outlined">
          Availability is not checked: this tool works offline. Look each domain up with a
          registrar, and each handle on its platform, before you commit.
        </Alert>
      </CardContent>
    </Card>
  );
}
