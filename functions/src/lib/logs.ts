import { logger } from 'firebase-functions';

// Named log functions keep log lines greppable and free of tokens and personal data. The logger
// writes its own text into an entry's `message`, over any `message` field passed with it, so
// details go under other names and an error goes in as an argument.

/**
 * A failure that became a 500: the error itself (its stack and any `cause`) is part of the entry's
 * message, where Error Reporting finds and groups it.
 */
export function unexpectedError(where: string, error: unknown): void {
  logger.error(`Unexpected error in ${where}:`, error);
}

export function healthCheckFailed(service: string, reason: string): void {
  logger.warn(`Health check failed for ${service}`, { reason });
}

/** A stored document that does not match its schema: named by path, with what is wrong (no values). */
export function malformedDocument(path: string, problems: string): void {
  logger.error(`Malformed document ${path}`, { problems });
}

/**
 * Quinn's language model did not word an answer and the engine's own answer was sent: why, and
 * after how long. The conversation is named by a hash of its id; never what anyone wrote.
 */
export function quinnModelFallback(conversation: string, reason: string, ms: number): void {
  logger.warn('Quinn answered without its language model', { conversation, reason, ms });
}

/** The published content could not be read: the last content read, or the built-in one, is used. */
export function contentUnreadable(error: unknown): void {
  logger.warn('Published content could not be read; answering from the last content read:', error);
}

/** A public page could not be drawn from the published content: the build's own page was sent. */
export function sitePageUnrendered(path: string, error: unknown): void {
  logger.error(`The page at ${path} could not be drawn; the built-in page was sent:`, error);
}
