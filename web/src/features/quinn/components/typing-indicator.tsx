import Box from '@mui/material/Box';
import { visuallyHidden } from '@/components/ui/visually-hidden';

/**
 * Three dots while Quinn answers. The live region says "Quinn is typing…" once; the dots are
 * hidden from screen readers, and still with reduced motion.
 */
export function TypingIndicator() {
  return (
    <Box component="li" sx={{ display: 'flex' }}>
      <Box component="span" sx={visuallyHidden}>
        Quinn is typing…
      </Box>
      <Box
        aria-hidden="true"
        sx={{
          display: 'inline-flex',
          gap: 0.5,
          px: 1.5,
          py: 1.25,
          borderRadius: 2,
          borderTopLeftRadius: 4,
          bgcolor: 'action.hover',
          '@keyframes quinnTypingDot': {
            '0%, 80%, 100%': { opacity: 0.3, transform: 'none' },
            '40%': { opacity: 1, transform: 'translateY(-3px)' },
          },
          '& > span': {
            width: 7,
            height: 7,
            borderRadius: '50%',
            bgcolor: 'text.secondary',
            animation: 'quinnTypingDot 1.2s infinite ease-in-out',
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.6 },
          },
          '& > span:nth-of-type(2)': { animationDelay: '0.15s' },
          '& > span:nth-of-type(3)': { animationDelay: '0.3s' },
        }}
      >
        <span />
        <span />
        <span />
      </Box>
    </Box>
  );
}
