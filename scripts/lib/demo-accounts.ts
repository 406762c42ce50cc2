/** One account per role, for the emulator only. Passwords meet the registration rules. */
export const DEMO_ACCOUNTS = [
  {
    uid: 'demo-general-user',
    username: 'demo-user',
    email: 'user@example.com',
    password: 'DemoUser2026',
    displayName: 'Demo Visitor',
    role: 'general_user',
  },
  {
    uid: 'demo-business-associate',
    username: 'demo-associate',
    email: 'associate@acme-ventures.example',
    password: 'DemoAssociate2026',
    displayName: 'Demo Associate',
    role: 'business_associate',
  },
  {
    uid: 'demo-ceo',
    username: 'demo-ceo',
    email: 'ceo@example.com',
    password: 'DemoCeo2026',
    displayName: 'Demo CEO',
    role: 'ceo',
  },
  {
    uid: 'demo-admin',
    username: 'demo-admin',
    email: 'admin@example.com',
    password: 'DemoAdmin2026',
    displayName: 'Demo Admin',
    role: 'admin',
  },
] as const;
