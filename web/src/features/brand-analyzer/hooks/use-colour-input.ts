import { useState } from 'react';
import { parseHex, type Rgb } from '../brand-analysis';

export interface ColourInput {
  /** Exactly what the user typed, valid or not. */
  text: string;
  /** The last valid colour, so results survive a half-typed hex. */
  colour: Rgb;
  invalid: boolean;
  setText: (text: string) => void;
  /** Normalises the text to `#rrggbb` once it is valid, e.g. "#FFF" → "#ffffff". */
  normalise: () => void;
}

/** A hex text field and a colour picker sharing one colour, keeping the last valid value. */
export function useColourInput(initialHex: string): ColourInput {
  const [state, setState] = useState(() => {
    const colour = parseHex(initialHex);
    if (colour === null) throw new Error(`Invalid initial colour ${initialHex}`);
    return { text: colour.hex, colour };
  });
  const parsed = parseHex(state.text);
  return {
    text: state.text,
    colour: state.colour,
    invalid: parsed === null,
    setText: (text) =>
      setState((previous) => ({ text, colour: parseHex(text) ?? previous.colour })),
    normalise: () => {
      if (parsed !== null) setState({ text: parsed.hex, colour: parsed });
    },
  };
}
