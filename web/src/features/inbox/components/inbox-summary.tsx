import type { InboxItem } from '@shared/inbox';
import { Chip } from '@/components/plain/chip';
import { Icon } from '@/components/plain/icon';
import { ListItemButton } from '@/components/plain/list';
import { Text } from '@/components/plain/text';
import { formatInstant, SHOWN } from '@/lib/visitor-time';
import './inbox-summary.css';

/** A message's summary, the row's button: subject over sender and time, the open message's toggle. */
export function InboxSummary({
  item,
  open,
  detailsId,
  onToggle,
}: {
  item: InboxItem;
  open: boolean;
  /** The open message's id. */
  detailsId: string;
  onToggle: () => void;
}) {
  const from = item.name ?? item.email;
  return (
    <ListItemButton
      className="inbox-row__summary"
      aria-expanded={open}
      aria-controls={open ? detailsId : undefined}
      onClick={onToggle}
    >
      <span className="inbox-row__text">
        <span className="inbox-row__subject-line">
          {!item.read && <Chip small color="primary" label="Unread" />}
          <Text as="span" weight={item.read ? undefined : 'bold'} className="inbox-row__line">
            {item.subject}
          </Text>
        </span>
        <Text as="span" small secondary className="inbox-row__line">
          {from}
          {item.createdAt ? ` · ${formatInstant(new Date(item.createdAt), SHOWN.moment)}` : ''}
        </Text>
      </span>
      <Icon name="expandMore" />
    </ListItemButton>
  );
}
