import { createContext, useContext } from 'react';
import type { Outcome } from './outcome';

/** What the parts of one form (fields, submit button, alert) read from the engine driving it. */
export interface FormEngineState {
  /** A submission is on its way: fields are read-only and the submit button is busy. */
  busy: boolean;
  /** The last submission's outcome, cleared when the next one starts. */
  outcome: Outcome | null;
  /** Tells the engine the visitor edited `name` (some forms clear its error then). */
  edited: (name: string) => void;
}

export const FormEngineContext = createContext<FormEngineState>({
  busy: false,
  outcome: null,
  edited: () => undefined,
});

export const useFormEngineState = (): FormEngineState => useContext(FormEngineContext);
