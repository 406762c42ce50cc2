// The site owner edits this file to change what the home page says; the chat assistant answers
// from the same data. It must import nothing: the home page loads it eagerly, so anything it pulls
// in (zod above all) would land in the first bundle.

/** Icon keys are plain strings so this file stays free of UI imports; the web maps each to an icon. */
export type SocialIconKey =
  | 'linkedin'
  | 'twitter'
  | 'instagram'
  | 'facebook'
  | 'github'
  | 'youtube'
  | 'dribbble'
  | 'figma'
  | 'email'
  | 'phone'
  | 'share'
  | 'link';

export type SoftSkillIconKey = 'trending-up' | 'groups' | 'assignment' | 'forum';

/** The web picks a card icon from the title (SPEC §2 Projects); the key here must agree with it. */
export type ProjectIconKey =
  'quantumsync' | 'techriseup' | 'socialamp' | 'contentpro' | 'datadrive' | 'codevista' | 'default';

/** The web picks a tag icon from the tag name; the key here must agree with it. */
export type TagIconKey = 'ai' | 'social' | 'content' | 'engagement' | 'data' | 'code' | 'default';

export type LinkIconKey = 'external' | 'github' | 'play';

export type ContactIconKey = 'email' | 'phone' | 'location' | 'linkedin' | 'business' | 'language';

export type AvailabilityIconKey = 'handshake' | 'diversity' | 'hub';

export type SectionId =
  'hero' | 'about' | 'experience' | 'skills' | 'projects' | 'availability' | 'contact';

export type IntroStepId =
  | 'education'
  | 'career-start'
  | 'leadership'
  | 'innovative'
  | 'growth'
  | 'achievements'
  | 'global'
  | 'current';

export type ContactItemTitle = 'Email' | 'Phone' | 'Location' | 'LinkedIn' | 'Company' | 'Websites';

export interface Profile {
  name: string;
  headline: string;
  tagline: string;
  summary: string;
  location: string;
  email: string;
  phone: string;
  /** Shown until a signed-in visitor gives a business purpose (SPEC §4 Phone reveal). */
  phoneMasked: string;
  availabilityBadge: string;
  siteUrl: string;
  cvFileName: string;
}

export interface HeroStat {
  value: string;
  label: string;
}

export interface HeroStats {
  platformName: string;
  status: 'ONLINE';
  stats: readonly HeroStat[];
  exploreLabel: string;
  exploreUrl: string;
}

/** Hero icon row. Phone and share open dialogs rather than links, so they carry no href. */
export interface HeroSocialAction {
  kind: 'linkedin' | 'email' | 'phone' | 'share';
  label: string;
  icon: SocialIconKey;
  href?: string;
}

export interface SocialLink {
  platform: string;
  url: string;
  icon: SocialIconKey;
  bgColor: string;
}

export interface Website {
  name: string;
  description: string;
  url: string;
}

export interface ExperienceEntry {
  title: string;
  company: string;
  location: string;
  period: string;
  responsibilities?: readonly string[];
}

export interface EducationEntry {
  degree: string;
  university: string;
  year: string;
}

export interface SkillRating {
  name: string;
  percentage: number;
}

export interface SoftSkill {
  name: string;
  icon: SoftSkillIconKey;
  description: string;
}

export interface ProjectTag {
  name: string;
  icon: TagIconKey;
}

export interface ProjectLink {
  text: string;
  url: string;
  icon: LinkIconKey;
}

export interface Project {
  title: string;
  description: string;
  icon: ProjectIconKey;
  /** Any CSS `background` gradient value. */
  bgGradient: string;
  /** Spans the whole row on wide screens. */
  fullWidth?: boolean;
  tags: readonly ProjectTag[];
  link?: ProjectLink;
}

export interface JourneyEntry {
  year: number;
  title: string;
  description: string;
}

export interface AvailabilityIntro {
  heading: string;
  intro: string;
}

export interface AvailabilityCard {
  title: string;
  description: string;
  icon: AvailabilityIconKey;
  points: readonly string[];
}

export interface ExperienceBadge {
  value: string;
  label: string;
}

export interface IntroStep {
  id: IntroStepId;
  title: string;
  description: string;
}

export interface ContactItem {
  title: ContactItemTitle;
  value: string;
  icon: ContactIconKey;
  link?: string;
  /** Masked until revealed; only the phone number is (SPEC §3 Contact item). */
  isSecure: boolean;
}

export interface FooterLink {
  label: string;
  href: `#${SectionId}`;
}

export interface Footer {
  tagline: string;
  links: readonly FooterLink[];
}

export interface Section {
  id: SectionId;
  label: string;
  /** The header lists only some sections; the logo stands in for the hero. */
  inNav: boolean;
}

export interface Seo {
  title: string;
  description: string;
  keywords: readonly string[];
  ogImage: string;
  twitterHandle: string;
}

const companyUrl = 'https://northbeam.example.com';
const aiPlatformUrl = 'https://ai.northbeam.example.com';
const learningPlatformUrl = 'https://techriseup.example.com';
const syncPlatformUrl = 'https://quantumsync.example.com';
const nonprofitUrl = 'https://codebridge-foundation.example.org';
const linkedInUrl = 'https://www.linkedin.com/in/marcus-ellison-example';

export const profile: Profile = {
  name: 'Marcus Ellison',
  headline: 'Founder & CEO · AI Architect · Lead Developer of TechRiseUp',
  tagline: 'Building technology that helps people — and the next generation — rise up.',
  summary:
    'Technology leader with 20+ years across software development, tech leadership, enterprise ' +
    'architecture and applied AI. I founded Northbeam Technologies to turn emerging technology ' +
    'into products people actually use, and I lead development of TechRiseUp, a technology ' +
    'education platform that teaches children to code, create and think like engineers.',
  location: 'Manchester, United Kingdom',
  email: 'marcus@northbeam.example.com',
  // Ofcom's drama range: a real-looking UK mobile number that can never ring anyone.
  phone: '+44 7700 900123',
  phoneMasked: '+44 •••• ••••••',
  availabilityBadge: 'Available for co-founding, collaborations & partnerships',
  siteUrl: 'https://portfolio.example.com',
  cvFileName: 'marcus-ellison-cv.pdf',
};

export const heroStats: HeroStats = {
  platformName: 'TechRiseUp',
  status: 'ONLINE',
  stats: [
    { value: '15+', label: 'Active Projects' },
    { value: '98%', label: 'Client Success' },
    { value: '94%', label: 'Success Rate' },
  ],
  exploreLabel: 'Explore Flagship Project',
  exploreUrl: learningPlatformUrl,
};

export const heroSocialLinks: readonly HeroSocialAction[] = [
  { kind: 'linkedin', label: 'LinkedIn', icon: 'linkedin', href: linkedInUrl },
  { kind: 'email', label: 'Email', icon: 'email', href: `mailto:${profile.email}` },
  { kind: 'phone', label: 'Phone', icon: 'phone' },
  { kind: 'share', label: 'Share portfolio', icon: 'share' },
];

export const socialLinks: readonly SocialLink[] = [
  { platform: 'LinkedIn', url: linkedInUrl, icon: 'linkedin', bgColor: '#0a66c2' },
  {
    platform: 'Twitter',
    url: 'https://twitter.com/marcusellison_example',
    icon: 'twitter',
    bgColor: '#1d9bf0',
  },
  {
    platform: 'Instagram',
    url: 'https://www.instagram.com/marcusellison_example',
    icon: 'instagram',
    bgColor: '#e1306c',
  },
  {
    platform: 'Facebook',
    url: 'https://www.facebook.com/marcusellison.example',
    icon: 'facebook',
    bgColor: '#1877f2',
  },
  {
    platform: 'GitHub',
    url: 'https://github.com/marcusellison-example',
    icon: 'github',
    bgColor: '#24292f',
  },
  {
    platform: 'YouTube',
    url: 'https://www.youtube.com/@marcusellison-example',
    icon: 'youtube',
    bgColor: '#ff0000',
  },
  {
    platform: 'Dribbble',
    url: 'https://dribbble.com/marcusellison-example',
    icon: 'dribbble',
    bgColor: '#ea4c89',
  },
  {
    platform: 'Figma',
    url: 'https://www.figma.com/@marcusellison-example',
    icon: 'figma',
    bgColor: '#a259ff',
  },
];

export const websites: readonly Website[] = [
  {
    name: 'Northbeam Technologies',
    description: 'Company site: AI strategy, product engineering and technical consulting.',
    url: companyUrl,
  },
  {
    name: 'Northbeam AI',
    description: 'AI platform for intelligent automation, assistants and analytics.',
    url: aiPlatformUrl,
  },
  {
    name: 'TechRiseUp',
    description: 'Learning platform teaching children coding, robotics and digital creativity.',
    url: learningPlatformUrl,
  },
  {
    name: 'QuantumSync',
    description: 'Sync platform keeping data consistent across apps, devices and teams.',
    url: syncPlatformUrl,
  },
  {
    name: 'CodeBridge Foundation',
    description: 'Nonprofit widening access to technology education in underserved communities.',
    url: nonprofitUrl,
  },
];

export const experience: readonly ExperienceEntry[] = [
  {
    title: 'Founder & CEO',
    company: 'Northbeam Technologies',
    location: 'Manchester, UK',
    period: '2025 – Present',
    responsibilities: [
      'Set company vision, strategy and product portfolio across AI, education and data platforms',
      'Lead client partnerships, fundraising and co-founder and associate relationships',
      'Grew a portfolio of 15+ active projects with a 98% client success record',
    ],
  },
  {
    title: 'Lead Developer',
    company: 'TechRiseUp',
    location: 'Manchester, UK (Remote)',
    period: '2023 – Present',
    responsibilities: [
      'Lead development of a technology education platform for children aged 7 to 16',
      'Designed interactive coding lessons, progress tracking and a safe, moderated community',
      'Introduced an AI tutor that adapts lessons to each learner',
    ],
  },
  {
    title: 'Head of AI & Emerging Technology',
    company: 'Lumenfield Analytics',
    location: 'London, UK',
    period: '2023 – 2025',
    responsibilities: [
      'Built the AI practice from first prototype to production services',
      'Delivered generative-AI assistants and document intelligence for enterprise clients',
      'Defined responsible-AI guidelines, evaluation and model governance',
    ],
  },
  {
    title: 'Enterprise Architect',
    company: 'Meridian Financial Group',
    location: 'Leeds, UK',
    period: '2017 – 2023',
    responsibilities: [
      'Owned target architecture for a multi-year cloud migration of core platforms',
      'Introduced event-driven integration and API standards across 40+ systems',
      'Chaired the architecture review board and mentored solution architects',
    ],
  },
  {
    title: 'Engineering Lead',
    company: 'Brightwater Digital',
    location: 'Manchester, UK',
    period: '2012 – 2017',
    responsibilities: [
      'Led three cross-functional teams delivering web and mobile products',
      'Established agile delivery, code review and continuous integration practices',
      'Hired and coached developers into senior and lead roles',
    ],
  },
  {
    title: 'Senior Software Developer',
    company: 'Coreline Systems',
    location: 'Manchester, UK',
    period: '2010 – 2012',
    responsibilities: [
      'Designed and built high-traffic web applications and internal APIs',
      'Improved performance and reliability of customer-facing services',
    ],
  },
  {
    title: 'Software Developer',
    company: 'Coreline Systems',
    location: 'Manchester, UK',
    period: '2007 – 2010',
  },
];

export const education: readonly EducationEntry[] = [
  {
    degree: 'BSc (Hons) Computer Science and Engineering',
    university: 'University of Manchester',
    year: '2003 – 2007',
  },
];

// SPEC §1 fixes these percentages and their order.
export const technicalSkills: readonly SkillRating[] = [
  { name: 'Full-Stack Development', percentage: 95 },
  { name: 'AI & Machine Learning', percentage: 92 },
  { name: 'Cloud Architecture', percentage: 90 },
  { name: 'Data Engineering', percentage: 85 },
  { name: 'Enterprise Architecture', percentage: 90 },
  { name: 'Mobile Development', percentage: 83 },
  { name: 'DevOps & CI/CD', percentage: 85 },
];

export const softSkills: readonly SoftSkill[] = [
  {
    name: 'Business Development',
    icon: 'trending-up',
    description: 'Turning ideas into ventures, partnerships and long-term client relationships.',
  },
  {
    name: 'Leadership',
    icon: 'groups',
    description: 'Building and growing teams that deliver with autonomy and care.',
  },
  {
    name: 'Project Management',
    icon: 'assignment',
    description: 'Steering complex programmes from discovery to launch, on time and on budget.',
  },
  {
    name: 'Communication',
    icon: 'forum',
    description: 'Explaining technology clearly to boards, clients, engineers and children alike.',
  },
];

export const projects: readonly Project[] = [
  {
    title: 'TechRiseUp Learning Platform',
    description:
      'Flagship technology education platform for children: interactive coding lessons, ' +
      'robotics challenges and creative projects with progress tracking for parents and schools. ' +
      'I am the lead developer.',
    icon: 'techriseup',
    bgGradient: 'linear-gradient(135deg, #2563eb 0%, #7c3aed 100%)',
    fullWidth: true,
    tags: [
      { name: 'User Engagement', icon: 'engagement' },
      { name: 'Code', icon: 'code' },
      { name: 'Education', icon: 'default' },
    ],
    link: { text: 'Visit TechRiseUp', url: learningPlatformUrl, icon: 'external' },
  },
  {
    title: 'TechRiseUp AI Tutor',
    description:
      'An AI tutor inside TechRiseUp that explains errors in plain language and adapts the next ' +
      'lesson to how each child is doing.',
    icon: 'techriseup',
    bgGradient: 'linear-gradient(135deg, #0ea5e9 0%, #6366f1 100%)',
    tags: [
      { name: 'Artificial Intelligence', icon: 'ai' },
      { name: 'User Engagement', icon: 'engagement' },
    ],
    link: { text: 'Try the tutor', url: `${learningPlatformUrl}/tutor`, icon: 'play' },
  },
  {
    title: 'QuantumSync',
    description:
      'Real-time synchronisation platform that keeps data consistent across apps, devices and ' +
      'teams, with conflict resolution and offline support.',
    icon: 'quantumsync',
    bgGradient: 'linear-gradient(135deg, #06b6d4 0%, #3b82f6 100%)',
    tags: [
      { name: 'Data', icon: 'data' },
      { name: 'Cloud', icon: 'default' },
    ],
    link: { text: 'Explore QuantumSync', url: syncPlatformUrl, icon: 'external' },
  },
  {
    title: 'SocialAmp',
    description:
      'Social media growth engine that schedules posts, analyses engagement and suggests the ' +
      'content most likely to reach the right audience.',
    icon: 'socialamp',
    bgGradient: 'linear-gradient(135deg, #ec4899 0%, #f97316 100%)',
    tags: [
      { name: 'Social Media', icon: 'social' },
      { name: 'Artificial Intelligence', icon: 'ai' },
    ],
    link: { text: 'See SocialAmp', url: `${aiPlatformUrl}/socialamp`, icon: 'external' },
  },
  {
    title: 'ContentPro Studio',
    description:
      'AI-assisted content studio for drafting, editing and repurposing articles, scripts and ' +
      'campaigns while keeping a consistent brand voice.',
    icon: 'contentpro',
    bgGradient: 'linear-gradient(135deg, #8b5cf6 0%, #d946ef 100%)',
    tags: [
      { name: 'Content Creation', icon: 'content' },
      { name: 'Artificial Intelligence', icon: 'ai' },
    ],
    link: { text: 'Open ContentPro', url: `${aiPlatformUrl}/contentpro`, icon: 'external' },
  },
  {
    title: 'DataDrive Analytics',
    description:
      'Self-service analytics that turns raw operational data into dashboards and forecasts ' +
      'business teams can act on.',
    icon: 'datadrive',
    bgGradient: 'linear-gradient(135deg, #10b981 0%, #0ea5e9 100%)',
    tags: [
      { name: 'Data', icon: 'data' },
      { name: 'Artificial Intelligence', icon: 'ai' },
    ],
    link: { text: 'View DataDrive', url: `${aiPlatformUrl}/datadrive`, icon: 'external' },
  },
  {
    title: 'CodeVista',
    description:
      'Developer insight tool that maps large codebases, highlights risky changes and explains ' +
      'unfamiliar code. In private beta.',
    icon: 'codevista',
    bgGradient: 'linear-gradient(135deg, #334155 0%, #2563eb 100%)',
    tags: [
      { name: 'Code', icon: 'code' },
      { name: 'Artificial Intelligence', icon: 'ai' },
    ],
  },
  {
    title: 'Brand Analyzer',
    description:
      'Free public tool that reviews a brand’s online presence and suggests quick wins for ' +
      'messaging, visuals and reach.',
    icon: 'default',
    bgGradient: 'linear-gradient(135deg, #f59e0b 0%, #ef4444 100%)',
    tags: [
      { name: 'Social Media', icon: 'social' },
      { name: 'Marketing', icon: 'default' },
    ],
    link: {
      text: 'Analyse your brand',
      url: `${profile.siteUrl}/brand-analyzer`,
      icon: 'play',
    },
  },
];

export const journey: readonly JourneyEntry[] = [
  {
    year: 2003,
    title: 'Computer Science & Engineering',
    description:
      'Began a degree in computer science and engineering at the University of Manchester.',
  },
  {
    year: 2007,
    title: 'Software Development',
    description: 'Started building production software as a developer at Coreline Systems.',
  },
  {
    year: 2012,
    title: 'Tech Leadership',
    description: 'Moved into leading engineering teams and shaping how they deliver.',
  },
  {
    year: 2017,
    title: 'Enterprise Architecture',
    description: 'Designed architecture for large organisations and their cloud migrations.',
  },
  {
    year: 2023,
    title: 'AI & Emerging Tech',
    description: 'Focused on applied AI and emerging technology, from prototypes to production.',
  },
  {
    year: 2025,
    title: 'Innovation Leadership',
    description: 'Founded Northbeam Technologies to lead innovation across AI, education and data.',
  },
];

export const availabilityIntro: AvailabilityIntro = {
  heading: 'Availability & Opportunities',
  intro:
    'I am open to building something meaningful together — as a co-founder, a collaborator on ' +
    'a well-defined project, or through associate and affiliate partnerships.',
};

export const availabilityCards: readonly AvailabilityCard[] = [
  {
    title: 'Co-Founding',
    description: 'Partnering with founders on ventures where technology is the core advantage.',
    icon: 'handshake',
    points: [
      'Technical co-founder or CTO role',
      'AI, education and data ventures',
      'Product strategy from idea to launch',
    ],
  },
  {
    title: 'Collaborations',
    description: 'Joining focused projects that need senior technical and AI leadership.',
    icon: 'diversity',
    points: [
      'AI strategy and implementation',
      'Architecture reviews and roadmaps',
      'Fractional technical leadership',
    ],
  },
  {
    title: 'Associates & Affiliates',
    description: 'Working with associates and affiliate partners who serve the same clients.',
    icon: 'hub',
    points: [
      'Business associate programme',
      'Referral and affiliate partnerships',
      'Joint proposals and delivery',
    ],
  },
];

export const experienceBadges: readonly ExperienceBadge[] = [
  { value: '20+', label: 'Years Technical' },
  { value: '10+', label: 'Years Leadership' },
  { value: '5+', label: 'Years AI' },
];

export const introSteps: readonly IntroStep[] = [
  {
    id: 'education',
    title: 'Tech Journey Begins',
    description: '2003: computer science and engineering lays the foundations.',
  },
  {
    id: 'career-start',
    title: 'First Lines of Production Code',
    description: '2007: software developer, shipping real products for real users.',
  },
  {
    id: 'leadership',
    title: 'Leading Teams',
    description: '2012: from writing code to growing the people who write it.',
  },
  {
    id: 'innovative',
    title: 'Architecting at Scale',
    description: '2017: enterprise architecture for cloud, integration and change.',
  },
  {
    id: 'growth',
    title: 'The AI Era',
    description: '2023: applied AI and emerging technology move from lab to production.',
  },
  {
    id: 'achievements',
    title: 'Building TechRiseUp',
    description: 'Lead developer of a platform teaching children to code and create.',
  },
  {
    id: 'global',
    title: 'Reaching Further',
    description: '15+ active projects and partners across the UK and beyond.',
  },
  {
    id: 'current',
    title: 'Ready for Liftoff',
    description: '2025: founder and CEO, leading innovation at Northbeam Technologies.',
  },
];

export const contactItems: readonly ContactItem[] = [
  {
    title: 'Email',
    value: profile.email,
    icon: 'email',
    link: `mailto:${profile.email}`,
    isSecure: false,
  },
  // The masked text is the value so a render that ignores isSecure still leaks nothing.
  { title: 'Phone', value: profile.phoneMasked, icon: 'phone', isSecure: true },
  { title: 'Location', value: profile.location, icon: 'location', isSecure: false },
  {
    title: 'LinkedIn',
    value: 'linkedin.com/in/marcus-ellison-example',
    icon: 'linkedin',
    link: linkedInUrl,
    isSecure: false,
  },
  {
    title: 'Company',
    value: 'Northbeam Technologies',
    icon: 'business',
    link: companyUrl,
    isSecure: false,
  },
  {
    title: 'Websites',
    value: 'northbeam.example.com · techriseup.example.com',
    icon: 'language',
    link: companyUrl,
    isSecure: false,
  },
];

export const footer: Footer = {
  tagline: 'Technology leader, founder and builder of platforms that help people rise up.',
  links: [
    { label: 'Home', href: '#hero' },
    { label: 'About', href: '#about' },
    { label: 'Experience', href: '#experience' },
    { label: 'Skills', href: '#skills' },
    { label: 'Projects', href: '#projects' },
    { label: 'Contact', href: '#contact' },
  ],
};

// SPEC §1 fixes this order; the page renders sections and anchors from it.
export const sections: readonly Section[] = [
  { id: 'hero', label: 'Home', inNav: false },
  { id: 'about', label: 'About', inNav: true },
  { id: 'experience', label: 'Experience', inNav: true },
  { id: 'skills', label: 'Skills', inNav: true },
  { id: 'projects', label: 'Projects', inNav: true },
  { id: 'availability', label: 'Availability', inNav: false },
  { id: 'contact', label: 'Contact', inNav: true },
];

export const seo: Seo = {
  title: 'Marcus Ellison · Founder, AI Architect & Tech Leader',
  description:
    'Marcus Ellison: founder and CEO, AI architect and lead developer of TechRiseUp. ' +
    'Explore projects, skills and experience, or book a consultation.',
  keywords: [
    'Marcus Ellison',
    'AI consultant',
    'enterprise architect',
    'technical co-founder',
    'TechRiseUp',
    'children coding education',
    'full-stack developer',
    'Manchester',
  ],
  ogImage: '/og-image.png',
  twitterHandle: '@marcusellison_example',
};
