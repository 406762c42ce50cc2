import type { MySubmissions } from '@shared/my-submissions';
import { PROJECT_CATEGORIES } from '@shared/project-categories';
import { ButtonLink } from '@/components/plain/button';
import { Card, CardContent, CardTitle } from '@/components/plain/card';
import { Text } from '@/components/plain/text';
import { ListRow, QueryList } from '@/components/ui/query-list';
import { SavedCopyNote } from '@/components/ui/saved-copy-note';
import { StatusChip, type StatusLook } from '@/components/ui/status-chips';
import { useKeptList } from '@/lib/query/use-kept-list';
import { formatInstant, SHOWN } from '@/lib/visitor-time';
import { mySubmissionsQuery } from '../api/my-submissions';
import '@/components/ui/server-list.css';

/** How each status reads to the person who sent it. */
const LOOKS = {
  sent: { label: 'Sent', tone: 'info' },
  read: { label: 'Read by the owner', tone: 'success' },
  pending: { label: 'Awaiting review', tone: 'warning' },
  approved: { label: 'Published', tone: 'success' },
  rejected: { label: 'Not published', tone: 'default' },
} as const satisfies Record<string, StatusLook>;

interface Row {
  id: string;
  title: string;
  kind: string;
  createdAt: string;
  status: keyof typeof LOOKS;
}

const categoryName = (id: string): string =>
  PROJECT_CATEGORIES.find((category) => category.id === id)?.name ?? id;

/** Every submission as one list, newest first (ids are per kind, so the row's names its kind). */
function everything({ messages, inquiries, endorsements }: MySubmissions): Row[] {
  return [
    ...messages.map((row) => ({
      ...row,
      id: `message-${row.id}`,
      title: row.subject,
      kind: 'Message',
    })),
    ...inquiries.map((row) => ({
      ...row,
      id: `inquiry-${row.id}`,
      kind: `Project inquiry · ${categoryName(row.category)}`,
    })),
    ...endorsements.map((row) => ({
      ...row,
      id: `endorsement-${row.id}`,
      title: `Endorsement of ${row.skill}`,
      kind: 'Endorsement',
    })),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

function onlyInquiries({ inquiries }: MySubmissions): Row[] {
  return inquiries.map((row) => ({ ...row, kind: categoryName(row.category) }));
}

const SHOWS = {
  everything: {
    title: 'Messages, inquiries and endorsements',
    items: 'messages, inquiries and endorsements',
    rows: everything,
    empty:
      'Nothing yet. What you send from the site while signed in (a message, a project inquiry, an endorsement) is listed here, with whether the owner has read or published it.',
    action: { label: 'Send a message', to: '/#contact' },
  },
  inquiries: {
    title: 'Projects you inquired about',
    items: 'inquiries',
    rows: onlyInquiries,
    empty:
      'No project inquiries yet. Describe a project from the site while signed in and it is listed here, with whether the owner has read it.',
    action: { label: 'Start a project inquiry', to: '/#projects' },
  },
} as const;

/**
 * What the user sent through the site's forms while signed in, with what became of each: on the
 * dashboard everything, on the business dashboard the projects they inquired about. Plain markup,
 * like the other dashboard cards.
 */
export function MySubmissionsCard({ show }: { show: keyof typeof SHOWS }) {
  const { title, items: noun, rows, empty, action } = SHOWS[show];
  const { items, savedAt } = useKeptList(mySubmissionsQuery(), rows);
  return (
    <Card as="section" aria-label={title} data-server-data aria-busy={items.isPending}>
      <CardContent rows>
        <CardTitle>{title}</CardTitle>
        {savedAt && <SavedCopyNote savedAt={savedAt} items={noun} />}
        <QueryList
          items={items}
          empty={
            <div className="server-list__empty">
              <Text secondary>{empty}</Text>
              <ButtonLink variant="outlined" to={action.to}>
                {action.label}
              </ButtonLink>
            </div>
          }
          renderRow={(row) => (
            <ListRow title={row.title} end={<StatusChip look={LOOKS[row.status]} />}>
              <Text small secondary>
                {`${row.kind} · `}
                <time dateTime={row.createdAt}>
                  {formatInstant(new Date(row.createdAt), SHOWN.moment)}
                </time>
              </Text>
            </ListRow>
          )}
        />
      </CardContent>
    </Card>
  );
}
