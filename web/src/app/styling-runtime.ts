// The styling runtime every page needs (Emotion, MUI's system and its default theme), imported by
// main.tsx as a start-up stage of its own before the app: see the comment there.
export { ThemeProvider } from '@mui/material/styles';
export { default as Box } from '@mui/material/Box';
