import type { ComponentType } from 'react';
import { FramedPage } from '@/components/ui/page-container';
import { SectionCard } from '@/components/ui/section-card';

/** A settings page: one card for each of its forms, in order. */
export function SettingsPage({ sections }: { sections: ComponentType[] }) {
  return (
    <FramedPage>
      {sections.map((Section, index) => (
        <SectionCard key={index}>
          <Section />
        </SectionCard>
      ))}
    </FramedPage>
  );
}
