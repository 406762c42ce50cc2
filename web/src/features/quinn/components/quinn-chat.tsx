import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { QUINN_MESSAGE_MAX, type QuinnSource } from '@shared/quinn/chat';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { useMediaQuery } from '@/lib/media-query';
import { prefersReducedMotion, scrollToSection } from '@/lib/scroll';
import { useQuinnChat } from '../hooks/use-quinn-chat';
import { ChatMessage } from './chat-message';
import { TypingIndicator } from './typing-indicator';

/** Where the panel covers the page (phones): following a link to the page closes it. */
const PANEL_COVERS_PAGE = '(max-width: 767.98px)';

/**
 * The conversation with Quinn inside its floating panel: the messages, the service chips and the
 * message box. `onClose` closes the panel (after a link to the page, on a phone).
 */
export function QuinnChat({ onClose }: { onClose: () => void }) {
  const chat = useQuinnChat();
  const { messages, phase, announcement } = chat;
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const coversPage = useMediaQuery(PANEL_COVERS_PAGE);
  const busy = phase !== 'idle';

  // The newest message in view, at the bottom of the list.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    list.scrollTo?.({
      top: list.scrollHeight,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }, [messages.length, phase]);

  // The box is disabled while Quinn answers, which drops the focus of whoever was typing in it
  // (or of a quick reply that has gone): give it back once the box takes text again.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (
      wasBusy.current &&
      !busy &&
      (!document.activeElement || document.activeElement === document.body)
    )
      inputRef.current?.focus();
    wasBusy.current = busy;
  }, [busy]);

  const submit = (event?: FormEvent): void => {
    event?.preventDefault();
    if (chat.send(draft)) setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const showSource = (source: QuinnSource): void => {
    if (coversPage) onClose();
    scrollToSection(source.section);
  };

  const latestId = messages.at(-1)?.id;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box
        component="ol"
        ref={listRef}
        aria-label="Conversation with Quinn"
        // Scrollable, so reachable from the keyboard.
        tabIndex={0}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0.5,
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
          height: {
            xs: 'clamp(180px, calc(100dvh - 470px), 420px)',
            sm: 'clamp(200px, calc(100dvh - 480px), 380px)',
          },
          overflowY: 'auto',
          overscrollBehavior: 'contain',
          '&:focus-visible': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            borderRadius: 1,
          },
        }}
      >
        {messages.map((message) => (
          <ChatMessage
            key={message.id}
            message={message}
            latest={message.id === latestId && !busy}
            onQuickReply={chat.chooseQuickReply}
            onAction={chat.chooseAction}
            onSource={showSource}
          />
        ))}
        {phase === 'typing' && <TypingIndicator />}
      </Box>

      <Box role="group" aria-label="Services" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {chat.services.map((service) => (
          <Chip
            key={service.id}
            label={service.name}
            size="small"
            variant="outlined"
            color="primary"
            onClick={() => chat.chooseService(service.id)}
          />
        ))}
      </Box>

      <Box
        component="form"
        onSubmit={submit}
        aria-label="Message Quinn"
        sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}
      >
        <TextField
          inputRef={inputRef}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={busy}
          placeholder="Ask a question…"
          multiline
          maxRows={4}
          size="small"
          fullWidth
          slotProps={{
            htmlInput: { 'aria-label': 'Your message', maxLength: QUINN_MESSAGE_MAX },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          endIcon={<SendIcon />}
          sx={{ flexShrink: 0 }}
        >
          Send
        </Button>
      </Box>

      <Box role="status" sx={visuallyHidden}>
        {announcement && <span key={announcement.id}>{announcement.text}</span>}
      </Box>
    </Box>
  );
}
