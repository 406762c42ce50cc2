import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { availabilityCards, experienceBadges, journey } from './availability';
import { contactItems } from './contact-items';
import { defaultContent } from './defaults';
import { education, experience } from './experience';
import { heroStats } from './hero';
import { introSteps } from './intro-steps';
import { footer, sections } from './navigation';
import { profile, websites } from './profile';
import { projects } from './projects';
import type { ProjectIconKey, TagIconKey } from './projects-schema';
import { seo } from './seo';
import { softSkills, technicalSkills } from './skills';
import { socialLinks } from './social-links';

// Mirrors the card-icon rule of docs/product.md#projects: first keyword found in the title wins.
const projectKeywords: readonly Exclude<ProjectIconKey, 'default'>[] = [
  'quantumsync',
  'techriseup',
  'socialamp',
  'contentpro',
  'datadrive',
  'codevista',
];

function iconForTitle(title: string): ProjectIconKey {
  const lower = title.toLowerCase();
  return projectKeywords.find((keyword) => lower.includes(keyword)) ?? 'default';
}

const tagIcons: Readonly<Record<string, TagIconKey>> = {
  'Artificial Intelligence': 'ai',
  'Social Media': 'social',
  'Content Creation': 'content',
  'User Engagement': 'engagement',
  Data: 'data',
  Code: 'code',
};

function collectStrings(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) value.forEach((item) => collectStrings(item, into));
  else if (value !== null && typeof value === 'object') {
    Object.values(value).forEach((item) => collectStrings(item, into));
  }
  return into;
}

describe('portfolio content', () => {
  it('keeps zod out of the default data, so the home bundle stays free of it', () => {
    // Schemas (and the registry that parses with them) hold zod; every other module is data the
    // home page imports eagerly, and may take only types from the schemas.
    const dataModules = readdirSync(__dirname).filter(
      (file) =>
        file.endsWith('.ts') &&
        !file.endsWith('.test.ts') &&
        !file.endsWith('-schema.ts') &&
        file !== 'documents.ts',
    );
    expect(dataModules.length).toBeGreaterThanOrEqual(12);
    for (const file of dataModules) {
      const source = readFileSync(join(__dirname, file), 'utf8');
      const valueImports = [...source.matchAll(/^\s*import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)];
      for (const [, from] of valueImports) {
        // Besides its siblings, only the theme's zod-free half (the site's default theme).
        expect(from, `${file} imports values from ${from}`).toMatch(
          /^\.\/[a-z-]+$|^\.\.\/site-theme$/,
        );
        expect(from, `${file} imports values from ${from}`).not.toMatch(/-schema$|\/documents$/);
      }
      expect(source).not.toMatch(/\bimport\s*\(/);
      expect(source).not.toMatch(/\brequire\s*\(/);
      expect(source).not.toMatch(/^\s*export\s+(?:type\s+)?(?:\*|\{[^}]*\})\s*from\s/m);
    }
  });

  it('lists the home sections in their fixed order with matching anchors', () => {
    expect(sections.map((section) => section.id)).toEqual([
      'hero',
      'about',
      'experience',
      'skills',
      'projects',
      'availability',
      'contact',
    ]);
    expect(sections.filter((section) => section.inNav).map((section) => section.label)).toEqual([
      'About',
      'Experience',
      'Skills',
      'Projects',
      'Contact',
    ]);
  });

  it('links the footer anchors Home to Contact', () => {
    expect(footer.links).toEqual([
      { label: 'Home', href: '#hero' },
      { label: 'About', href: '#about' },
      { label: 'Experience', href: '#experience' },
      { label: 'Skills', href: '#skills' },
      { label: 'Projects', href: '#projects' },
      { label: 'Contact', href: '#contact' },
    ]);
  });

  it('has seven experience entries and one education entry', () => {
    expect(experience).toHaveLength(7);
    expect(education).toHaveLength(1);
    expect(
      experience.some(
        (entry) => entry.title === 'Lead Developer' && entry.company === heroStats.platformName,
      ),
    ).toBe(true);
  });

  it('keeps the technical skill percentages the product fixes', () => {
    const percentages = technicalSkills.map((skill) => skill.percentage);
    expect(percentages).toEqual([95, 92, 90, 85, 90, 83, 85]);
    for (const percentage of percentages) {
      expect(percentage).toBeGreaterThanOrEqual(83);
      expect(percentage).toBeLessThanOrEqual(95);
    }
  });

  it('has the four soft skills', () => {
    expect(softSkills.map((skill) => skill.name)).toEqual([
      'Business Development',
      'Leadership',
      'Project Management',
      'Communication',
    ]);
  });

  it('has eight projects whose titles cover every card icon and one default', () => {
    expect(projects).toHaveLength(8);
    expect(projects.some((project) => project.fullWidth === true)).toBe(true);
    expect(projects.some((project) => project.link === undefined)).toBe(true);

    const titleIcons = projects.map((project) => iconForTitle(project.title));
    expect(new Set(titleIcons)).toEqual(new Set([...projectKeywords, 'default']));
    for (const project of projects) expect(project.icon).toBe(iconForTitle(project.title));
    // The platform filter shows titles containing the platform's name; it needs several.
    expect(titleIcons.filter((icon) => icon === 'techriseup').length).toBeGreaterThanOrEqual(2);
  });

  it('gives every tag the icon its name selects, and uses every named tag icon', () => {
    const tags = projects.flatMap((project) => project.tags);
    for (const tag of tags) expect(tag.icon).toBe(tagIcons[tag.name] ?? 'default');
    expect(new Set(tags.map((tag) => tag.icon))).toEqual(
      new Set([...Object.values(tagIcons), 'default']),
    );
  });

  it('has five websites', () => {
    expect(websites).toHaveLength(5);
  });

  it('has the six journey years', () => {
    expect(journey.map((entry) => entry.year)).toEqual([2003, 2007, 2012, 2017, 2023, 2025]);
  });

  it('has three availability cards and the three experience badges', () => {
    expect(availabilityCards.map((card) => card.title)).toEqual([
      'Co-Founding',
      'Collaborations',
      'Associates & Affiliates',
    ]);
    expect(experienceBadges.map((badge) => `${badge.value} ${badge.label}`.toLowerCase())).toEqual([
      '20+ years technical',
      '10+ years leadership',
      '5+ years ai',
    ]);
  });

  it('has the eight intro steps in order, from Tech Journey Begins to Ready for Liftoff', () => {
    expect(introSteps.map((step) => step.id)).toEqual([
      'education',
      'career-start',
      'leadership',
      'innovative',
      'growth',
      'achievements',
      'global',
      'current',
    ]);
    expect(introSteps[0]?.title).toBe('Tech Journey Begins');
    expect(introSteps.at(-1)?.title).toBe('Ready for Liftoff');
  });

  it('masks the UK phone number and marks only the phone contact item secure', () => {
    expect(profile.phoneMasked.startsWith('+44')).toBe(true);
    expect(profile.phoneMasked).not.toMatch(/\d{3}/);
    expect(contactItems.map((item) => item.title)).toEqual([
      'Email',
      'Phone',
      'Location',
      'LinkedIn',
      'Company',
      'Websites',
    ]);
    expect(contactItems.filter((item) => item.isSecure).map((item) => item.title)).toEqual([
      'Phone',
    ]);
  });

  it('shows the flagship platform online with the fixed stats', () => {
    expect(heroStats.platformName).toBe('TechRiseUp');
    expect(heroStats.status).toBe('ONLINE');
    expect(heroStats.stats.map((stat) => stat.value)).toEqual(['15+', '98%', '94%']);
    expect(heroStats.exploreLabel).toBe('Explore Flagship Project');
  });

  it('names the eight contact social platforms', () => {
    expect(socialLinks.map((link) => link.platform)).toEqual([
      'LinkedIn',
      'Twitter',
      'Instagram',
      'Facebook',
      'GitHub',
      'YouTube',
      'Dribbble',
      'Figma',
    ]);
  });

  it('uses https for every web address', () => {
    const addresses = collectStrings(defaultContent).filter((text) =>
      /^[a-z][a-z+.-]*:\/\//i.test(text),
    );
    expect(addresses.length).toBeGreaterThan(20);
    for (const address of addresses) expect(address).toMatch(/^https:\/\/[^\s]+$/);
    const urls = [
      profile.siteUrl,
      heroStats.exploreUrl,
      ...socialLinks.map((link) => link.url),
      ...websites.map((site) => site.url),
      ...projects.flatMap((project) => (project.link ? [project.link.url] : [])),
    ];
    for (const url of urls) expect(url).toMatch(/^https:\/\//);
  });

  it('keeps the SEO title and description within search-result limits', () => {
    expect(seo.title.length).toBeLessThanOrEqual(60);
    expect(seo.description.length).toBeGreaterThanOrEqual(120);
    expect(seo.description.length).toBeLessThanOrEqual(160);
    expect(seo.ogImage).toBe('/og-image.png');
    expect(seo.twitterHandle.startsWith('@')).toBe(true);
  });
});
