import { z } from 'zod';

// zod 4 compiles fast parsers with `new Function` when it may. The site's CSP forbids eval, and
// even zod's own probe for it is reported as a violation, so every schema here parses without.
z.config({ jitless: true });

export { z };
