import { Icon } from '@/components/plain/icon';
import { part } from '@/lib/start/part';
import type { FloatingPanel } from './floating-panel';

/**
 * The floating buttons, in the order they are tabbed through. Adding one is one entry here:
 * its corner, its button, its title and the feature component it shows.
 */
export const floatingPanels: readonly FloatingPanel[] = [
  {
    id: 'project-idea',
    corner: 'left',
    buttonLabel: 'Share a project idea',
    icon: <Icon name="lightbulb" />,
    title: 'Share Your Project Idea',
    reopens: 'project-inquiry',
    description:
      "Tell me about your project and I'll respond within 24 hours with a detailed proposal.",
    content: part(
      async () => {
        const { ProjectInquiryForm } =
          await import('@/features/project-inquiry/components/project-inquiry-form');
        return function ProjectIdeaContent({ onDone, titleId }) {
          return <ProjectInquiryForm onSubmitted={onDone} aria-labelledby={titleId} />;
        };
      },
      { when: 'first-use', mui: 'inside' },
    ),
  },
  {
    id: 'quinn',
    corner: 'right',
    buttonLabel: 'Chat with Quinn',
    icon: <Icon name="chat" />,
    title: 'Chat with Quinn',
    description: 'Ask about services and prices, availability, experience or projects.',
    content: part(
      async () => {
        const { QuinnChat } = await import('@/features/quinn/components/quinn-chat');
        return function QuinnContent({ onDone }) {
          return <QuinnChat onClose={onDone} />;
        };
      },
      { when: 'first-use', mui: 'inside' },
    ),
  },
];
