import { Button } from '@/components/plain/button';
import { Card, CardActions, CardContent, CardTitle } from '@/components/plain/card';
import { Divider, List } from '@/components/plain/list';
import { Text } from '@/components/plain/text';
import { sendQueueNow } from '@/lib/offline-queue/queue-client';
import { QUEUEABLE } from '@/lib/offline-queue/queueable';
import { formatInstant, SHOWN } from '@/lib/visitor-time';
import { useOfflineQueue } from '../hooks/use-offline-queue';
import { useQueuedActions } from '../hooks/use-queued-actions';
import { QUEUED_STATE_TEXT } from '../queued-state';
import './queued-items-card.css';

/**
 * The dashboard's view of what this browser saved while offline and has not delivered yet: what,
 * when, its state, and the way to change or drop it. The queue lives in this browser only, so
 * another device's items are not here; the list follows the queue as items go.
 */
export function QueuedItemsCard() {
  const entries = useOfflineQueue();
  const { edit, discard } = useQueuedActions();
  const count = entries.length;
  return (
    <Card as="section" aria-labelledby="queued-items-title">
      <CardContent rows>
        <CardTitle>
          <span id="queued-items-title">Saved while offline</span>
        </CardTitle>
        <Text secondary small aria-live="polite">
          {count === 0
            ? 'Nothing is waiting in this browser: everything you sent from it has been delivered.'
            : `${count} ${count === 1 ? 'item is' : 'items are'} waiting in this browser, sent by themselves once you are online.`}
        </Text>
        {count > 0 && (
          <List label="Waiting to be sent">
            {entries.map((entry, index) => (
              <li key={entry.id} className="queued-items-card__item" data-state={entry.state}>
                {index > 0 && <Divider />}
                <Text weight="semibold">{QUEUEABLE[entry.kind].label}</Text>
                <Text small secondary>
                  {'Saved '}
                  <time dateTime={new Date(entry.createdAt).toISOString()}>
                    {formatInstant(entry.createdAt, SHOWN.moment)}
                  </time>
                  {` · ${QUEUED_STATE_TEXT[entry.state]}`}
                </Text>
                {entry.message && (
                  <Text small className="queued-items-card__message">
                    {entry.message}
                  </Text>
                )}
                <div className="queued-items-card__actions">
                  <Button
                    size="small"
                    onClick={() => edit(entry)}
                    aria-label={`Edit ${QUEUEABLE[entry.kind].label}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => void discard(entry)}
                    aria-label={`Discard ${QUEUEABLE[entry.kind].label}`}
                  >
                    Discard
                  </Button>
                </div>
              </li>
            ))}
          </List>
        )}
      </CardContent>
      {count > 0 && (
        <CardActions>
          <Button variant="contained" onClick={sendQueueNow}>
            Send now
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
