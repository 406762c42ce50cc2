import { describe, expect, it } from 'vitest';
import { createParticles, particleCount, stepParticles } from './particles';

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
});
