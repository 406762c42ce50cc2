import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import InstallDesktopIcon from '@mui/icons-material/InstallDesktop';
import InstallMobileIcon from '@mui/icons-material/InstallMobile';
import IosShareIcon from '@mui/icons-material/IosShare';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { ClosableDialog } from '@/components/ui/closable-dialog';
import type { DialogProps } from '@/components/ui/dialog-props';
import { toast } from '@/lib/toast';
import { useInstallPrompt } from '../hooks/use-install-prompt';

type Platform = 'ios' | 'android' | 'desktop-chromium' | 'desktop-safari' | 'other';

function detectPlatform(): Platform {
  const ua = navigator.userAgent;
  // iPadOS reports a Mac user agent; touch support is what tells them apart.
  if (/iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1)) {
    return 'ios';
  }
  if (/Android/.test(ua)) return 'android';
  if (/Firefox\//.test(ua)) return 'other';
  if (/Edg\/|Chrome\/|Chromium\//.test(ua)) return 'desktop-chromium';
  if (/Macintosh/.test(ua) && /Safari\//.test(ua)) return 'desktop-safari';
  return 'other';
}

const BENEFITS = ['Works offline', 'Opens like an app, in its own window', 'No app store needed'];

/** Keeps a toolbar glyph inline with the sentence that names it. */
function Glyph({ icon }: { icon: ReactNode }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ display: 'inline-flex', verticalAlign: 'middle', mx: 0.25, '& svg': { fontSize: 18 } }}
    >
      {icon}
    </Box>
  );
}

/** How to install from each kind of browser, in the words of its own menus. */
const INSTRUCTIONS: Record<Platform, { heading: string; steps: ReactNode[] }> = {
  ios: {
    heading: 'Install on iPhone or iPad',
    steps: [
      <>
        Tap the Share button <Glyph icon={<IosShareIcon />} /> in Safari&apos;s toolbar.
      </>,
      <>
        Scroll down and tap <strong>Add to Home Screen</strong>{' '}
        <Glyph icon={<AddBoxOutlinedIcon />} />.
      </>,
      <>
        Tap <strong>Add</strong>. In other browsers the Share button is in the address bar or menu.
      </>,
    ],
  },
  android: {
    heading: 'Install on Android',
    steps: [
      <>
        Open the browser menu <Glyph icon={<MoreVertIcon />} /> at the top right.
      </>,
      <>
        Tap <strong>Install app</strong> or <strong>Add to Home screen</strong>.
      </>,
      <>Confirm, and the app appears with your other apps.</>,
    ],
  },
  'desktop-chromium': {
    heading: 'Install in Chrome or Edge',
    steps: [
      <>
        Click the install icon <Glyph icon={<InstallDesktopIcon />} /> at the right end of the
        address bar.
      </>,
      <>
        Choose <strong>Install</strong>. No icon? Open the browser menu and look for{' '}
        <strong>Install</strong> under Cast, save and share (Chrome) or Apps (Edge).
      </>,
    ],
  },
  'desktop-safari': {
    heading: 'Install in Safari on Mac',
    steps: [
      <>
        In the menu bar choose <strong>File → Add to Dock</strong> (macOS Sonoma or later).
      </>,
      <>
        Click <strong>Add</strong>; the app opens from the Dock like any other.
      </>,
    ],
  },
  other: {
    heading: 'Install from another browser',
    steps: [
      <>This browser can&apos;t install web apps.</>,
      <>
        Open this page in <strong>Chrome</strong>, <strong>Edge</strong> or <strong>Safari</strong>{' '}
        to install it, or bookmark it (Ctrl+D, or ⌘+D on a Mac) to come back quickly.
      </>,
    ],
  },
};

export function InstallAppDialog({ open, onClose }: DialogProps) {
  const { canPrompt, installed, standalone, promptInstall } = useInstallPrompt();
  const [platform] = useState(detectPlatform);
  const [prompting, setPrompting] = useState(false);
  const { heading, steps } = INSTRUCTIONS[platform];
  const headingId = useId();
  const mobile = platform === 'ios' || platform === 'android';

  const install = async (): Promise<void> => {
    setPrompting(true);
    const outcome = await promptInstall();
    setPrompting(false);
    if (outcome === 'accepted') toast({ title: 'App installed' });
    if (outcome === 'unavailable') {
      toast({
        title: 'Install unavailable',
        description: 'Follow the steps in the dialog instead.',
        variant: 'destructive',
      });
    }
  };

  return (
    <ClosableDialog open={open} onClose={onClose} title="Install App">
      <Stack spacing={2}>
        {!standalone && !installed && (
          <>
            <Typography variant="body2" color="text.secondary">
              Add this portfolio to your device for one-tap access.
            </Typography>
            <List dense disablePadding aria-label="Benefits">
              {BENEFITS.map((benefit) => (
                <ListItem key={benefit} disableGutters>
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    <CheckCircleIcon color="success" fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={benefit} />
                </ListItem>
              ))}
            </List>
          </>
        )}
        {standalone ? (
          <Alert severity="success">You&apos;re already using the installed app.</Alert>
        ) : installed ? (
          <Alert severity="success">
            The app is installed on this device. Open it from your home screen or app list.
          </Alert>
        ) : canPrompt || prompting ? (
          <Button
            variant="contained"
            size="large"
            startIcon={mobile ? <InstallMobileIcon /> : <InstallDesktopIcon />}
            onClick={() => void install()}
            disabled={prompting}
            fullWidth
          >
            Install
          </Button>
        ) : (
          <Box>
            <Typography id={headingId} variant="subtitle2" component="h3" gutterBottom>
              {heading}
            </Typography>
            <Box
              component="ol"
              aria-labelledby={headingId}
              sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75, typography: 'body2' }}
            >
              {steps.map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </Box>
          </Box>
        )}
      </Stack>
    </ClosableDialog>
  );
}
