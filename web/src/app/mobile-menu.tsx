import CloseIcon from '@mui/icons-material/Close';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { SessionUser } from '@shared/auth';
import type { Section } from '@shared/content/navigation-schema';
import { paths } from '@/config/paths';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  items: readonly Section[];
  onSection: (id: string, event?: MouseEvent) => void;
  user: SessionUser | undefined;
  signedOut: boolean;
  onSignOut: () => void;
}

/** The phone navigation: same items as the header; MUI's modal locks page scrolling while open. */
export function MobileMenu({
  open,
  onClose,
  items,
  onSection,
  user,
  signedOut,
  onSignOut,
}: MobileMenuProps) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 280 } } }}
    >
      <Stack direction="row" sx={{ justifyContent: 'flex-end', p: 1 }}>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <List component="nav" aria-label="Mobile">
        {items.map((section) => (
          <ListItemButton
            key={section.id}
            component="a"
            href={`/#${section.id}`}
            onClick={(event: MouseEvent) => onSection(section.id, event)}
          >
            <ListItemText primary={section.label} />
          </ListItemButton>
        ))}
        {user?.isAdmin && (
          <ListItemButton component={RouterLink} to={paths.admin} onClick={onClose}>
            <ListItemText primary="Admin" />
          </ListItemButton>
        )}
        {user && (
          <ListItemButton component={RouterLink} to={paths.dashboard} onClick={onClose}>
            <ListItemText primary="Dashboard" />
          </ListItemButton>
        )}
        {signedOut && (
          <ListItemButton component={RouterLink} to={paths.auth} onClick={onClose}>
            <ListItemText primary="Login" />
          </ListItemButton>
        )}
        {user && (
          <ListItemButton onClick={onSignOut}>
            <ListItemText primary="Logout" />
          </ListItemButton>
        )}
      </List>
    </Drawer>
  );
}
