import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { QuinnSource } from '@shared/quinn/chat';
import type { ReactNode } from 'react';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import type { ActionButton, ChatMessage as Message } from '../hooks/use-quinn-chat';
import { formatInstant, SHOWN } from '@/lib/visitor-time';

interface ChatMessageProps {
  message: Message;
  /** Only the latest answer offers its quick replies. */
  latest: boolean;
  onQuickReply: (text: string) => void;
  onAction: (button: ActionButton) => void;
  onSource: (source: QuinnSource) => void;
}

/** One message of the conversation: who said it, what, when, and what can be done next. */
export function ChatMessage({
  message,
  latest,
  onQuickReply,
  onAction,
  onSource,
}: ChatMessageProps) {
  const { isBot } = message;
  const status = isBot ? undefined : message.status === 'read' ? 'Read' : 'Sent';
  const quickReplies = latest ? message.quickReplies : [];
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: isBot ? 'flex-start' : 'flex-end',
        gap: 0.75,
      }}
    >
      <Box
        sx={{
          maxWidth: '88%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          ...(isBot
            ? { bgcolor: 'action.hover', color: 'text.primary', borderTopLeftRadius: 4 }
            : { bgcolor: 'primary.main', color: 'primary.contrastText', borderTopRightRadius: 4 }),
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {isBot ? 'Quinn:' : 'You:'}{' '}
        </Box>
        <Typography variant="body2" component="span" sx={{ whiteSpace: 'pre-wrap' }}>
          {message.content}
        </Typography>
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary', px: 0.5 }}>
        <time dateTime={message.timestamp.toISOString()}>
          {formatInstant(message.timestamp, SHOWN.clock)}
        </time>
        {status && ` · ${status}`}
        {message.offline && ' · Answered offline'}
        {message.source && (
          <>
            {' · '}
            <Link
              href={`#${message.source.section}`}
              onClick={(event) => {
                event.preventDefault();
                if (message.source) onSource(message.source);
              }}
              sx={{ color: 'inherit' }}
            >
              From: {message.source.label}
            </Link>
          </>
        )}
      </Typography>
      {message.actionButtons.length > 0 && (
        <ButtonRow label="What next">
          {message.actionButtons.map((button) => (
            <Button
              key={button.action}
              size="small"
              variant="outlined"
              onClick={() => onAction(button)}
            >
              {button.text}
            </Button>
          ))}
        </ButtonRow>
      )}
      {quickReplies.length > 0 && (
        <ButtonRow label="Quick replies">
          {quickReplies.map((text) => (
            <Button
              key={text}
              size="small"
              variant="outlined"
              onClick={() => onQuickReply(text)}
              sx={{ borderRadius: 4, textTransform: 'none', textAlign: 'left' }}
            >
              {text}
            </Button>
          ))}
        </ButtonRow>
      )}
    </Box>
  );
}

function ButtonRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {children}
    </Box>
  );
}
