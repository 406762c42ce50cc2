/** SPEC §9: a device with 4 or fewer cores is low-power. */
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
