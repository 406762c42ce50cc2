import { onUnlessTurnedOff } from './browser-choice';

/**
 * Whether the easter eggs listen and their hints show: on unless the visitor turned them off
 * (kept in this browser). The easter-egg feature obeys it; the achievements overlay offers the
 * switch. Kept here because both features read it and features never import each other.
 */
export const {
  enabled: easterEggsEnabled,
  setEnabled: setEasterEggsEnabled,
  useEnabled: useEasterEggsEnabled,
} = onUnlessTurnedOff('portfolio-easter-eggs');
