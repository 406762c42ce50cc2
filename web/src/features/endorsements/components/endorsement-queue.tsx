import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EndorsementDecision, PendingEndorsement } from '@shared/endorsements';
import { errorMessage } from '@/lib/error-message';
import { useRowAction } from '@/lib/use-row-action';
import { useModerateEndorsement, usePendingEndorsements } from '../api/endorsement-queue-queries';

const DECISIONS: { decision: EndorsementDecision; label: string; props: ButtonProps }[] = [
  { decision: 'approved', label: 'Approve', props: { variant: 'contained' } },
  { decision: 'rejected', label: 'Reject', props: { color: 'error' } },
];

/** Endorsements waiting for review: nothing a visitor sends is public before one is approved. */
export function EndorsementQueue() {
  const items = usePendingEndorsements();
  const moderate = useModerateEndorsement();
  const { busy, act: decide } = useRowAction(
    'Could not save the decision',
    async (item: PendingEndorsement, decision: EndorsementDecision) => {
      const answer = await moderate.mutateAsync({ item, decision });
      return { title: answer.message, description: `${item.name} · ${item.skill}` };
    },
  );

  if (items.isError) return <Alert severity="error">{errorMessage(items.error)}</Alert>;
  if (items.isPending) return <Typography color="text.secondary">Loading…</Typography>;
  if (items.data.length === 0)
    return <Typography color="text.secondary">No endorsements are waiting for review.</Typography>;
  return (
    <Stack spacing={2} aria-label="Endorsements waiting for review" role="list">
      {items.data.map((item) => (
        <Card key={item.id} role="listitem">
          <CardContent>
            <Typography variant="itemTitle" component="p">
              {item.name} endorses “{item.skill}”
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {item.relation}
              {item.headline ? ` · ${item.headline}` : ''} · {item.email}
              {item.createdAt ? ` · ${new Date(item.createdAt).toLocaleString()}` : ''}
            </Typography>
          </CardContent>
          <CardActions>
            {DECISIONS.map(({ decision, label, props }) => (
              <Button
                key={decision}
                {...props}
                disabled={busy === item.id}
                onClick={() => void decide(item, decision)}
                aria-label={`${label} ${item.name}'s endorsement of ${item.skill}`}
              >
                {label}
              </Button>
            ))}
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}
