// Addresses several content areas link to, in one place so they cannot drift apart.

export const companyUrl = 'https://northbeam.example.com';
export const aiPlatformUrl = 'https://ai.northbeam.example.com';
export const learningPlatformUrl = 'https://techriseup.example.com';
export const syncPlatformUrl = 'https://quantumsync.example.com';
export const nonprofitUrl = 'https://codebridge-foundation.example.org';
export const linkedInUrl = 'https://www.linkedin.com/in/marcus-ellison-example';
