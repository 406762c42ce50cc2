import type { IntroStep, IntroStepId } from '@shared/content/intro-steps-schema';
import { siteContent } from '@/lib/content/site-content';

export type { IntroStep, IntroStepId };

/** Delay before the first step appears, so the page underneath gets its first paint. */
export const INTRO_START_DELAY_MS = 500;

/** How long each step stays on screen. */
export const INTRO_STEP_MS = 2000;

/** The journey's texts live with the rest of the owner's content (shared/content/intro-steps.ts). */
export const introSteps = (): readonly IntroStep[] => siteContent('intro-steps').introSteps;
