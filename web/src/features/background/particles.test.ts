import { describe, expect, it } from 'vitest';
import {
  createParticles,
  LINK_DISTANCE,
  linkShades,
  particleCount,
  shadeOpacity,
  stepParticles,
  type Particle,
} from './particles';

describe('particles', () => {
  it.each([
    [{ cores: 2, width: 1440 }, 30],
    [{ cores: 4, width: 390 }, 30],
    [{ cores: 8, width: 390 }, 50],
    [{ cores: 8, width: 1440 }, 80],
    [{ cores: undefined, width: 1440 }, 80],
  ])('uses %j → %i particles', (device, expected) => {
    expect(particleCount(device)).toBe(expected);
  });

  it('keeps particles inside the canvas as they move', () => {
    const particles = createParticles(50, 100, 80);
    for (let frame = 0; frame < 1000; frame += 1) stepParticles(particles, 100, 80);
    for (const particle of particles) {
      expect(particle.x).toBeGreaterThanOrEqual(0);
      expect(particle.x).toBeLessThan(100);
      expect(particle.y).toBeGreaterThanOrEqual(0);
      expect(particle.y).toBeLessThan(80);
    }
  });

  it('links close particles only, closer ones in a stronger shade', () => {
    const at = (x: number, y: number): Particle => ({ x, y, vx: 0, vy: 0, radius: 1 });
    const shades = linkShades([at(0, 0), at(10, 0), at(0, 100), at(500, 500)]);
    const segments = shades.flatMap((segmentsOfShade, shade) =>
      Array.from({ length: segmentsOfShade.length / 4 }, (_, index) => ({
        from: segmentsOfShade.slice(index * 4, index * 4 + 2),
        to: segmentsOfShade.slice(index * 4 + 2, index * 4 + 4),
        opacity: shadeOpacity(shade),
      })),
    );
    // (0,0)-(10,0) is close, (0,0)-(0,100) and (10,0)-(0,100) are near the limit, (500,500) is alone.
    expect(segments.map(({ from, to }) => [...from, ...to]).sort()).toEqual(
      [
        [0, 0, 10, 0],
        [0, 0, 0, 100],
        [10, 0, 0, 100],
      ].sort(),
    );
    const opacityOf = (x2: number, y2: number) =>
      segments.find(({ to }) => to[0] === x2 && to[1] === y2)?.opacity ?? 0;
    expect(opacityOf(10, 0)).toBeGreaterThan(opacityOf(0, 100));
    expect(Math.hypot(10, 100)).toBeLessThan(LINK_DISTANCE);
  });
});
