import type { ComponentType } from 'react';
import { PageContainer } from '@/components/ui/page-container';
import { SectionCard } from '@/components/ui/section-card';

/** A settings page: one card for each of its forms, in order. */
export function SettingsPage({ title, sections }: { title: string; sections: ComponentType[] }) {
  return (
    <PageContainer title={title}>
      {sections.map((Section, index) => (
        <SectionCard key={index}>
          <Section />
        </SectionCard>
      ))}
    </PageContainer>
  );
}
