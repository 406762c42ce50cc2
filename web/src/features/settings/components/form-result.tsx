import Alert from '@mui/material/Alert';

export interface Result {
  ok: boolean;
  message: string;
}

/** The inline outcome of a settings form. */
export function FormResult({ result }: { result: Result | null }) {
  if (!result) return null;
  return <Alert severity={result.ok ? 'success' : 'error'}>{result.message}</Alert>;
}

export function failure(error: unknown): Result {
  return { ok: false, message: error instanceof Error ? error.message : String(error) };
}
