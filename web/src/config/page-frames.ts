/**
 * The frame of each signed-in page: its title and, where it is the same for everyone, its intro.
 * The page's shell paints it from the HTML, the guard keeps it while the session loads, and the
 * page draws it again in the same place (components/ui/page-container.tsx), so what a person
 * reads first never moves or blinks. What names the account is in the page's own content.
 */
export interface PageFrame {
  title: string;
  intro: string;
}

export const PAGE_FRAMES = {
  admin: {
    title: 'Admin dashboard',
    intro:
      'Read what visitors sent, handle meetings, bookings and payments, review endorsements, and manage accounts and roles.',
  },
  adminContent: {
    title: 'Admin content',
    intro: 'A quick look at recent changes. Manage users and roles in the full dashboard.',
  },
  dashboard: {
    title: 'Your dashboard',
    intro:
      'Your account at a glance: who you are signed in as, how your sign-in is protected, and the meetings and sessions you have booked, with what happens next.',
  },
  businessDashboard: {
    title: 'Business dashboard',
    intro:
      'Shortcuts for partners and associates: book a conversation, start a project, get the CV for due diligence, and follow the meetings and sessions you have booked.',
  },
  securitySettings: {
    title: 'Security settings',
    intro:
      'Keep your account yours: change your password, turn on two-factor authentication with an authenticator app, and sign out of every device at once.',
  },
  profileSettings: {
    title: 'Profile settings',
    intro:
      'How you appear on the site and where we reach you: your display name, and the email address you sign in with and receive our messages at.',
  },
  cvAccess: {
    title: 'CV access',
    intro:
      'The full CV is available to signed-in members: twenty years of engineering and ten of leadership, with experience, education, skills and projects in one PDF.',
  },
} as const satisfies Record<string, PageFrame>;
