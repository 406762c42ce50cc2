import { z } from '@shared/zod';

/**
 * Firebase web config, validated once (bulletproof-react): a build without it fails loudly when
 * Firebase is first used instead of misbehaving. Only the lazily loaded Firebase module reads it.
 */
const envSchema = z.object({
  VITE_FIREBASE_API_KEY: z.string().min(1),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1),
  VITE_FIREBASE_PROJECT_ID: z.string().min(1),
  VITE_FIREBASE_APP_ID: z.string().optional(),
  VITE_FIREBASE_REGION: z.string().default('europe-west2'),
  /** reCAPTCHA Enterprise site key: when set, public forms send an App Check token. */
  VITE_APP_CHECK_SITE_KEY: z.string().optional(),
  VITE_USE_EMULATORS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export type FirebaseEnv = z.infer<typeof envSchema>;

export function firebaseEnv(): FirebaseEnv {
  const parsed = envSchema.safeParse(import.meta.env);
  if (!parsed.success) {
    throw new Error(
      `Firebase web config is missing (${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')}): see README, "Deploying".`,
    );
  }
  return parsed.data;
}
