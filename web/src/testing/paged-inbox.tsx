import { useInfiniteQuery } from '@tanstack/react-query';
import { PagedList } from '@/components/ui/paged-list';
import { listRowShape } from '@/components/ui/placeholder-rows';
import { pagedQuery, type Page } from '@/lib/query/paged';

/** A row of the test inbox. */
export interface Message {
  id: string;
  subject: string;
}

/** A paged list as the admin lists draw one: the inbox under `['inbox']`, read by `read`. */
export function PagedInbox({ read }: { read: () => Promise<Page<Message>> }) {
  const messages = useInfiniteQuery(pagedQuery(['inbox'], read));
  return (
    <PagedList
      read={messages}
      label="Messages"
      empty="No messages yet."
      placeholder={listRowShape(1)}
      renderRow={(message) => <li key={message.id}>{message.subject}</li>}
    />
  );
}
