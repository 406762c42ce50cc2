import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { technicalSkills } from '@shared/content/skills';
import { SkillsSection } from './skills-section';

describe('SkillsSection', () => {
  it("names each technical skill's bar by the skill, with its level", () => {
    render(<SkillsSection />);
    for (const skill of technicalSkills) {
      const bar = screen.getByRole('progressbar', { name: skill.name });
      expect(bar).toHaveAttribute('aria-valuenow', String(skill.percentage));
    }
  });
});
