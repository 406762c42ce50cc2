import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projects } from '@shared/content/projects';
import { MAX_TILT_DEG, ProjectCard, tiltFor } from './project-card';
import { stubMatchMedia } from '@/testing/match-media';

const WIDTH = 300;
const HEIGHT = 200;

const HOVER_QUERY = '(hover: hover) and (pointer: fine)';
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function firstProject() {
  const project = projects[0];
  if (!project) throw new Error('content has no projects');
  return project;
}

/** Renders a card laid out at (100, 50) with a fixed size, since jsdom does no layout. */
function renderCard(): HTMLElement {
  render(<ProjectCard project={firstProject()} />);
  const card = screen.getByTestId('project-card');
  vi.spyOn(card, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 50, WIDTH, HEIGHT));
  return card;
}

describe('tiltFor', () => {
  it('allows at most 8 degrees per axis', () => {
    expect(MAX_TILT_DEG).toBe(8);
  });

  it('tilts by the full 8 degrees at the corners', () => {
    expect(tiltFor(0, 0, WIDTH, HEIGHT)).toEqual({ rotateX: 8, rotateY: -8 });
    expect(tiltFor(WIDTH, 0, WIDTH, HEIGHT)).toEqual({ rotateX: 8, rotateY: 8 });
    expect(tiltFor(0, HEIGHT, WIDTH, HEIGHT)).toEqual({ rotateX: -8, rotateY: -8 });
    expect(tiltFor(WIDTH, HEIGHT, WIDTH, HEIGHT)).toEqual({ rotateX: -8, rotateY: 8 });
  });

  it('does not tilt at the centre', () => {
    const { rotateX, rotateY } = tiltFor(WIDTH / 2, HEIGHT / 2, WIDTH, HEIGHT);
    expect(rotateX).toBeCloseTo(0, 10);
    expect(rotateY).toBeCloseTo(0, 10);
  });

  it('tilts proportionally in between', () => {
    expect(tiltFor(WIDTH * 0.75, HEIGHT * 0.25, WIDTH, HEIGHT)).toEqual({
      rotateX: 4,
      rotateY: 4,
    });
  });

  it('never exceeds 8 degrees, even for a pointer outside the card', () => {
    for (let x = -WIDTH; x <= 2 * WIDTH; x += 37) {
      for (let y = -HEIGHT; y <= 2 * HEIGHT; y += 23) {
        const { rotateX, rotateY } = tiltFor(x, y, WIDTH, HEIGHT);
        expect(Math.abs(rotateX)).toBeLessThanOrEqual(MAX_TILT_DEG);
        expect(Math.abs(rotateY)).toBeLessThanOrEqual(MAX_TILT_DEG);
      }
    }
    expect(tiltFor(-500, 5000, WIDTH, HEIGHT)).toEqual({ rotateX: -8, rotateY: -8 });
  });
});

describe('ProjectCard tilt on hover', () => {
  beforeEach(() => {
    stubMatchMedia({});
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('tilts toward the pointer on a device with a fine hovering pointer', () => {
    stubMatchMedia({ [HOVER_QUERY]: true });
    const card = renderCard();
    // Top-left corner of the card.
    fireEvent.mouseMove(card, { clientX: 100, clientY: 50 });
    expect(card.style.transform).toBe(
      'perspective(900px) rotateX(8deg) rotateY(-8deg) translateY(-20px)',
    );
    fireEvent.mouseLeave(card);
    expect(card.style.transform).toBe('');
  });

  it('applies no transform where the device cannot hover with a fine pointer', () => {
    stubMatchMedia({ [HOVER_QUERY]: false });
    const card = renderCard();
    fireEvent.mouseMove(card, { clientX: 100, clientY: 50 });
    expect(card.style.transform).toBe('');
    expect(window.matchMedia).toHaveBeenCalledWith(HOVER_QUERY);
  });

  it('applies no transform when the user prefers reduced motion', () => {
    stubMatchMedia({ [HOVER_QUERY]: true, [REDUCED_MOTION_QUERY]: true });
    const card = renderCard();
    fireEvent.mouseMove(card, { clientX: 100, clientY: 50 });
    expect(card.style.transform).toBe('');
  });
});
