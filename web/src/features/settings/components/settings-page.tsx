import type { ComponentType } from 'react';
import { PageContainer } from '@/components/ui/page-container';
import { SectionCard } from '@/components/ui/section-card';
import type { PageFrame } from '@/config/page-frames';

/** A settings page: one card for each of its forms, in order. */
export function SettingsPage({ frame, sections }: { frame: PageFrame; sections: ComponentType[] }) {
  return (
    <PageContainer {...frame}>
      {sections.map((Section, index) => (
        <SectionCard key={index}>
          <Section />
        </SectionCard>
      ))}
    </PageContainer>
  );
}
