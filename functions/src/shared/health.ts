import { z } from './zod';

export const serviceStatusSchema = z.enum(['healthy', 'warning', 'error']);
export type ServiceStatus = z.infer<typeof serviceStatusSchema>;

export const serviceCheckSchema = z.object({
  status: serviceStatusSchema,
  responseTime: z.number().nonnegative(),
  message: z.string().optional(),
});
export type ServiceCheck = z.infer<typeof serviceCheckSchema>;

/** Body of `GET /api/health`: 200 with status ok, or 503 with status error and the failing service. */
export const healthResponseSchema = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'error']),
  services: z.record(z.string(), serviceCheckSchema),
  time: z.string(),
  message: z.string().optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
