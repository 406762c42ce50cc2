import type { EndorsementDecision, PendingEndorsement } from '@shared/endorsements';
import { DecisionButtons, type Decision } from '@/components/ui/decision-buttons';
import { PagedList } from '@/components/ui/paged-list';
import { ListRow } from '@/components/ui/query-list';
import Typography from '@mui/material/Typography';
import { useRowAction } from '@/lib/use-row-action';
import { useModerateEndorsement, usePendingEndorsements } from '../api/endorsement-queue-queries';
import { ENDORSEMENT_SHAPE } from './endorsement-queue-placeholder';
import { formatInstant, SHOWN } from '@/lib/visitor-time';

const DECISIONS: Decision<EndorsementDecision>[] = [
  { decision: 'approved', label: 'Approve', props: { variant: 'contained' } },
  { decision: 'rejected', label: 'Reject', props: { color: 'error' } },
];

/**
 * Endorsements waiting for review, a page at a time: nothing a visitor sends is public before one
 * is approved. A decided one leaves the list at once.
 */
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

  return (
    <PagedList
      read={items}
      label="Endorsements waiting for review"
      items="endorsements"
      empty="No endorsements are waiting for review."
      placeholder={ENDORSEMENT_SHAPE}
      renderRow={(item) => (
        <ListRow
          title={`${item.name} endorses “${item.skill}”`}
          end={
            <DecisionButtons
              decisions={DECISIONS}
              name={({ label }) => `${label} ${item.name}'s endorsement of ${item.skill}`}
              busy={busy === item.id}
              onDecide={(decision) => void decide(item, decision)}
            />
          }
        >
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {item.relation}
            {item.headline ? ` · ${item.headline}` : ''} · {item.email}
            {item.createdAt ? ` · ${formatInstant(new Date(item.createdAt), SHOWN.moment)}` : ''}
          </Typography>
        </ListRow>
      )}
    />
  );
}
