import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { projects } from '@shared/content/projects';
import { ProjectsSection } from './projects-section';

function cards(): HTMLElement[] {
  return screen.queryAllByTestId('project-card');
}

function cardTitles(): string[] {
  return cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent ?? '');
}

function cardFor(title: string): HTMLElement {
  const card = cards().find((element) => within(element).queryByRole('heading', { name: title }));
  if (!card) throw new Error(`no card titled ${title}`);
  return card;
}

describe('ProjectsSection', () => {
  it('shows all eight projects under the pressed All Projects filter', () => {
    render(<ProjectsSection />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Projects & Achievements' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All Projects' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'TechRiseUp' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(cards()).toHaveLength(8);
    expect(cardTitles()).toEqual(projects.map((project) => project.title));
  });

  it('filters to the TechRiseUp projects and back to all', async () => {
    const user = userEvent.setup();
    render(<ProjectsSection />);
    const all = screen.getByRole('button', { name: 'All Projects' });
    const platform = screen.getByRole('button', { name: 'TechRiseUp' });

    await user.click(platform);
    expect(platform).toHaveAttribute('aria-pressed', 'true');
    expect(all).toHaveAttribute('aria-pressed', 'false');
    const titles = cardTitles();
    expect(titles).toEqual(['TechRiseUp Learning Platform', 'TechRiseUp AI Tutor']);
    for (const title of titles) expect(title.toLowerCase()).toContain('techriseup');

    await user.click(all);
    expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(platform).toHaveAttribute('aria-pressed', 'false');
    expect(cards()).toHaveLength(8);
  });

  it('offers a link button only on projects that have a link, opening in a new tab', () => {
    render(<ProjectsSection />);
    const withoutLink = projects.find((project) => !project.link);
    const withLink = projects.find((project) => project.link);
    if (!withoutLink || !withLink?.link) throw new Error('content needs both kinds of project');

    const bare = cardFor(withoutLink.title);
    expect(within(bare).queryByRole('link')).not.toBeInTheDocument();
    expect(within(bare).queryByRole('button')).not.toBeInTheDocument();

    const linked = within(cardFor(withLink.title)).getByRole('link', {
      name: withLink.link.text,
    });
    expect(linked.tagName).toBe('A');
    expect(linked).toHaveAttribute('href', withLink.link.url);
    expect(linked).toHaveAttribute('target', '_blank');
    expect(linked.getAttribute('rel')).toContain('noopener');
  });

  it('shows each project description and tags on its card', () => {
    render(<ProjectsSection />);
    for (const project of projects) {
      const card = cardFor(project.title);
      expect(within(card).getByText(project.description)).toBeInTheDocument();
      for (const tag of project.tags) {
        expect(within(card).getByText(tag.name)).toBeInTheDocument();
      }
    }
  });
});
