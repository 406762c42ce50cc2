import { z } from '@shared/zod';

/**
 * What the content editor and its preview (a page of its own in a frame of the editor) tell each
 * other, by `postMessage` within the site's own origin: the preview says it is ready, the editor
 * sends the draft and the mode to draw it in, again on every change.
 */
export const PREVIEW_READY = 'content-preview:ready';

export const previewDraftSchema = z.object({
  type: z.literal('content-preview:draft'),
  id: z.string(),
  content: z.unknown(),
  mode: z.enum(['light', 'dark']),
});
export type PreviewDraft = z.infer<typeof previewDraftSchema>;

export const previewReadySchema = z.object({ type: z.literal(PREVIEW_READY) });

/** A message is the site's own only from its origin and the window expected to send it. */
export const fromOwnWindow = (event: MessageEvent, sender: MessageEventSource | null): boolean =>
  event.origin === window.location.origin && sender !== null && event.source === sender;
