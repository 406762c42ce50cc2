import { createContext } from 'react';

/**
 * True inside MUI's scope (./styled-scope.tsx). Apart from it, so the code that loads parts can
 * ask without bringing MUI: a part drawn with MUI inside another one draws in that one's scope.
 */
export const InStyledScope = createContext(false);
