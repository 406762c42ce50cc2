/** A device with 4 or fewer cores is low-power. */
export const LOW_POWER_CORES = 4;
const MOBILE_WIDTH = 768;

/** Background particles by device class: low-power 30, phone-sized 50, otherwise 80. */
export function particleCount({
  cores,
  width,
}: {
  cores: number | undefined;
  width: number;
}): number {
  if (cores !== undefined && cores <= LOW_POWER_CORES) return 30;
  if (width < MOBILE_WIDTH) return 50;
  return 80;
}

export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  radius: number;
}

export function createParticles(
  count: number,
  width: number,
  height: number,
  random: () => number = Math.random,
): Particle[] {
  return Array.from({ length: count }, () => ({
    x: random() * width,
    y: random() * height,
    vx: (random() - 0.5) * 0.3,
    vy: (random() - 0.5) * 0.3,
    radius: 1 + random() * 2,
  }));
}

/** Moves every particle one frame, wrapping around the edges. */
export function stepParticles(particles: Particle[], width: number, height: number): void {
  for (const particle of particles) {
    particle.x = (particle.x + particle.vx + width) % width;
    particle.y = (particle.y + particle.vy + height) % height;
  }
}

/** Lines between particles closer than this (px) are drawn, fainter the farther apart. */
export const LINK_DISTANCE = 110;
/** Line opacities are rounded to this many steps, so a frame strokes a few paths, not hundreds. */
const LINE_SHADES = 4;
const MAX_LINE_OPACITY = 0.18;

/**
 * The links of one frame, grouped by shade: `shades[i]` holds segments `[x1, y1, x2, y2, …]`
 * drawn at opacity `MAX_LINE_OPACITY * (i + 1) / LINE_SHADES`. Squared distances, no allocation
 * per pair: a frame must stay well under one 60 Hz frame on a slow phone.
 */
export function linkShades(particles: readonly Particle[]): number[][] {
  const shades: number[][] = Array.from({ length: LINE_SHADES }, () => []);
  const limit = LINK_DISTANCE * LINK_DISTANCE;
  for (let a = 0; a < particles.length; a++) {
    const p = particles[a];
    if (!p) continue;
    for (let b = a + 1; b < particles.length; b++) {
      const q = particles[b];
      if (!q) continue;
      const dx = p.x - q.x;
      const dy = p.y - q.y;
      const squared = dx * dx + dy * dy;
      if (squared >= limit) continue;
      const closeness = 1 - Math.sqrt(squared) / LINK_DISTANCE;
      const shade = Math.min(LINE_SHADES - 1, Math.floor(closeness * LINE_SHADES));
      shades[shade]?.push(p.x, p.y, q.x, q.y);
    }
  }
  return shades;
}

export const shadeOpacity = (shade: number): number =>
  (MAX_LINE_OPACITY * (shade + 1)) / LINE_SHADES;
