import { z } from '../zod';

/** One field that differs between two versions: its path (`projects[2].title`) and both values. */
export const contentChangeSchema = z.object({
  path: z.string(),
  /** Absent: the field did not exist before. */
  before: z.unknown().optional(),
  /** Absent: the field was removed. */
  after: z.unknown().optional(),
});
export type ContentChange = z.infer<typeof contentChangeSchema>;

/**
 * What a refused publish tells the editor (with 409): the version published since they opened
 * the document, and what it changed against the version their edit was based on.
 */
export const contentConflictSchema = z.object({
  currentVersion: z.number().int().min(0),
  changes: z.array(contentChangeSchema),
});
export type ContentConflict = z.infer<typeof contentConflictSchema>;
