import { logger } from 'firebase-functions';

// Named log functions keep log lines greppable and free of tokens and personal data.

export function unexpectedError(where: string, error: unknown): void {
  logger.error(`Unexpected error in ${where}`, {
    name: error instanceof Error ? error.name : typeof error,
    message: error instanceof Error ? error.message : String(error),
  });
}

export function healthCheckFailed(service: string, message: string): void {
  logger.warn(`Health check failed for ${service}`, { message });
}

/** A stored document that does not match its schema: named by path, with what is wrong (no values). */
export function malformedDocument(path: string, problems: string): void {
  logger.error(`Malformed document ${path}`, { problems });
}
