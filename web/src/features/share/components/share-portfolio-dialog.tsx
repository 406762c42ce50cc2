import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import ShareIcon from '@mui/icons-material/Share';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { ClosableDialog } from '@/components/ui/closable-dialog';
import { toast } from '@/lib/toast';
import { BareList } from '@/components/ui/bare-list';

/** Third-party share URLs for one page (the share windows themselves are third-party). */
export function shareLinks(url: string, title: string, text: string) {
  const u = encodeURIComponent(url);
  // WhatsApp and email take a single free-text field, so the link has to travel inside it.
  const withUrl = text ? `${text} ${url}` : url;
  return {
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    x: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(text)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(withUrl)}`,
    // encodeURIComponent rather than URLSearchParams: mail clients read '+' literally, not as a space.
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(
      text ? `${text}\n\n${url}` : url,
    )}`,
  };
}

// X's mark is black, so it follows the text colour to stay visible in the dark scheme.
const NETWORKS = [
  { key: 'linkedin', label: 'LinkedIn', icon: <LinkedInIcon sx={{ color: '#0A66C2' }} /> },
  { key: 'x', label: 'X (Twitter)', icon: <XIcon sx={{ color: 'text.primary' }} /> },
  { key: 'facebook', label: 'Facebook', icon: <FacebookIcon sx={{ color: '#1877F2' }} /> },
  { key: 'whatsapp', label: 'WhatsApp', icon: <WhatsAppIcon sx={{ color: '#25D366' }} /> },
] as const;

export function SharePortfolioDialog({
  open,
  onClose,
  url,
  title,
  text,
}: {
  open: boolean;
  onClose: () => void;
  url: string;
  title: string;
  text: string;
}) {
  const linkField = useRef<HTMLInputElement>(null);
  const links = shareLinks(url, title, text);
  const webShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const nativeShare = async (): Promise<void> => {
    try {
      await navigator.share({ title, text, url });
    } catch (error) {
      // Closing the system share sheet rejects with AbortError; that is the user's choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast({
        title: 'Sharing failed',
        description: 'Use one of the options below instead.',
        variant: 'destructive',
      });
    }
  };

  const copyLink = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(url);
      // Once worded as an alert; a toast carries the same text without blocking the page.
      toast({ title: 'Link copied to clipboard!' });
    } catch {
      // Clipboard access can be denied or missing (insecure context), so leave the link ready for Ctrl/Cmd+C.
      linkField.current?.focus();
      linkField.current?.select();
      toast({
        title: 'Copy failed',
        description: 'The link is selected: copy it manually.',
        variant: 'destructive',
      });
    }
  };

  return (
    <ClosableDialog open={open} onClose={onClose} title="Share Portfolio">
      <Stack spacing={2.5}>
        {webShare && (
          <>
            <Button
              variant="contained"
              size="large"
              startIcon={<ShareIcon />}
              onClick={() => void nativeShare()}
              fullWidth
            >
              Share…
            </Button>
            <Divider>
              <Typography variant="caption" color="text.secondary">
                or choose
              </Typography>
            </Divider>
          </>
        )}

        <BareList aria-label="Share on a social network" columns={2} gap={1}>
          {NETWORKS.map((network) => (
            <li key={network.key}>
              <Button
                variant="outlined"
                color="inherit"
                startIcon={network.icon}
                aria-label={`Share on ${network.label}`}
                onClick={() => window.open(links[network.key], '_blank', 'noopener,noreferrer')}
                fullWidth
                sx={{
                  justifyContent: 'flex-start',
                  borderColor: 'divider',
                  py: 1,
                  // Brand names keep their own casing.
                  textTransform: 'none',
                }}
              >
                {network.label}
              </Button>
            </li>
          ))}
        </BareList>

        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            label="Direct link"
            value={url}
            size="small"
            fullWidth
            inputRef={linkField}
            onFocus={(event) => event.target.select()}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <Button
            variant="outlined"
            startIcon={<ContentCopyIcon />}
            onClick={() => void copyLink()}
            sx={{ flexShrink: 0, height: 40 }}
          >
            Copy
          </Button>
        </Stack>

        <Button
          component="a"
          href={links.email}
          variant="text"
          startIcon={<EmailIcon />}
          sx={{ alignSelf: 'flex-start' }}
        >
          Share via Email
        </Button>
      </Stack>
    </ClosableDialog>
  );
}
