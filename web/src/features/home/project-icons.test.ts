import { describe, expect, it } from 'vitest';
import { projects } from '@shared/content/projects';
import { filterProjects, projectIconFor, tagIconFor } from './project-icons';

describe('projectIconFor', () => {
  it.each([
    ['QuantumSync', 'quantumsync'],
    ['TechRiseUp Learning Platform', 'techriseup'],
    ['SocialAmp', 'socialamp'],
    ['ContentPro Studio', 'contentpro'],
    ['DataDrive Analytics', 'datadrive'],
    ['CodeVista', 'codevista'],
  ] as const)('picks the icon for "%s" from its title keyword', (title, icon) => {
    expect(projectIconFor(title)).toBe(icon);
  });

  it('ignores case and finds the keyword anywhere in the title', () => {
    expect(projectIconFor('the new QUANTUMSYNC dashboard')).toBe('quantumsync');
    expect(projectIconFor('my techriseup app')).toBe('techriseup');
    expect(projectIconFor('Codevista beta')).toBe('codevista');
  });

  it('falls back to the default icon when no keyword matches', () => {
    expect(projectIconFor('Brand Analyzer')).toBe('default');
    expect(projectIconFor('')).toBe('default');
    // Keywords are whole product names, not their parts.
    expect(projectIconFor('Quantum computing')).toBe('default');
  });
});

describe('tagIconFor', () => {
  it.each([
    ['Artificial Intelligence', 'ai'],
    ['Social Media', 'social'],
    ['Content Creation', 'content'],
    ['User Engagement', 'engagement'],
    ['Data', 'data'],
    ['Code', 'code'],
  ] as const)('maps the tag "%s" to its icon', (name, icon) => {
    expect(tagIconFor(name)).toBe(icon);
  });

  it('ignores case and surrounding spaces', () => {
    expect(tagIconFor('artificial intelligence')).toBe('ai');
    expect(tagIconFor('  SOCIAL MEDIA ')).toBe('social');
  });

  it('falls back to the default icon for any other tag', () => {
    expect(tagIconFor('Education')).toBe('default');
    expect(tagIconFor('Cloud')).toBe('default');
    expect(tagIconFor('Database')).toBe('default');
  });
});

describe('filterProjects', () => {
  const items = [
    { title: 'TechRiseUp Learning Platform' },
    { title: 'QuantumSync' },
    { title: 'the techriseup tutor' },
    { title: 'CodeVista' },
  ];

  it("keeps every project for 'all', in order, without sharing the input array", () => {
    const shown = filterProjects(items, 'all', 'TechRiseUp');
    expect(shown).toEqual(items);
    expect(shown).not.toBe(items);
  });

  it("keeps only titles containing the platform name for 'techriseup', ignoring case", () => {
    expect(filterProjects(items, 'techriseup', 'TechRiseUp').map((p) => p.title)).toEqual([
      'TechRiseUp Learning Platform',
      'the techriseup tutor',
    ]);
    expect(filterProjects(items, 'techriseup', 'TECHRISEUP')).toHaveLength(2);
  });

  it('returns nothing when no title contains the platform name', () => {
    expect(filterProjects(items, 'techriseup', 'Elsewhere')).toEqual([]);
  });
});

describe('content agreement', () => {
  it('has projects to check', () => {
    expect(projects.length).toBeGreaterThan(0);
  });

  it.each(projects.map((project) => [project.title, project] as const))(
    'gives "%s" the icon its content declares, and each tag its declared icon',
    (_title, project) => {
      expect(projectIconFor(project.title)).toBe(project.icon);
      for (const tag of project.tags) {
        expect(tagIconFor(tag.name), tag.name).toBe(tag.icon);
      }
    },
  );
});
