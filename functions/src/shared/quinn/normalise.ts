// Visitors write "optimisation", "hrs", "u" and "pricng": each question is brought to one plain
// spelling before it is read, and content is indexed through the same function so both meet.

/** Whole-word rewrites: UK spellings, chat slang and short forms. */
const REWRITES = new Map<string, string>(
  Object.entries({
    analyse: 'analyze',
    analyses: 'analyzes',
    analysing: 'analyzing',
    catalogue: 'catalog',
    centre: 'center',
    colour: 'color',
    enquiry: 'inquiry',
    enquiries: 'inquiries',
    programme: 'program',
    programmes: 'programs',
    travelling: 'traveling',
    behaviour: 'behavior',
    favourite: 'favorite',
    licence: 'license',
    u: 'you',
    ya: 'you',
    ur: 'your',
    r: 'are',
    pls: 'please',
    plz: 'please',
    thx: 'thanks',
    ty: 'thanks',
    cheers: 'thanks',
    ta: 'thanks',
    hr: 'hour',
    hrs: 'hours',
    min: 'minutes',
    mins: 'minutes',
    quid: 'pounds',
    gbp: 'pounds',
    hiya: 'hello',
    heya: 'hello',
    howdy: 'hello',
    yo: 'hello',
    sup: 'hello',
    hey: 'hello',
    hi: 'hello',
    uni: 'university',
    exp: 'experience',
    dev: 'developer',
    devs: 'developers',
    whats: 'what is',
    wats: 'what is',
    wat: 'what',
    hows: 'how is',
    wheres: 'where is',
    whos: 'who is',
    whens: 'when is',
    ml: 'machine learning',
    cofounder: 'co founder',
    cofounding: 'co founding',
    'e-mail': 'email',
    addy: 'address',
    tel: 'telephone',
    mob: 'mobile',
    wanna: 'want to',
    gonna: 'going to',
    gimme: 'give me',
    dunno: 'do not know',
    cuz: 'because',
    bout: 'about',
    abt: 'about',
    info: 'information',
    rn: 'right now',
    asap: 'soon',
    edtech: 'educational technology',
    robot: 'robotics',
    robots: 'robotics',
  }),
);

/** Word endings that differ between UK and US spelling, as [UK, US]. */
const ENDINGS: readonly (readonly [RegExp, string])[] = [
  [/isation(s?)$/, 'ization$1'],
  [/ise(s|d)?$/, 'ize$1'],
  [/ising$/, 'izing'],
  [/yse(s|d)?$/, 'yze$1'],
];

/** Words ending in -ise that are spelt so everywhere. */
const ISE_WORDS = new Set([
  'advise',
  'exercise',
  'enterprise',
  'enterprises',
  'expertise',
  'promise',
  'promised',
  'wise',
  'otherwise',
  'likewise',
  'rise',
  'rises',
  'raise',
  'raised',
  'precise',
  'premise',
  'surprise',
  'franchise',
  'compromise',
  'concise',
  'noise',
  'revise',
  'revised',
  'supervise',
  'televise',
  'devise',
  'paradise',
  'merchandise',
  'chinese',
  'cheese',
  'these',
  'those',
  'else',
  'case',
  'cases',
  'base',
  'based',
  'house',
  'use',
  'used',
  'uses',
  'close',
  'closed',
  'choose',
  'lose',
  'loose',
  'purpose',
  'response',
  'license',
  'course',
  'courses',
  'increase',
  'increased',
  'release',
  'released',
  'please',
  'pleased',
  'because',
  'cause',
  'pause',
  'sense',
  'suppose',
  'nurse',
  'rose',
  'whose',
  'arise',
  'sunrise',
]);

function respell(word: string): string {
  if (ISE_WORDS.has(word)) return word;
  for (const [uk, us] of ENDINGS) {
    if (uk.test(word) && word.length > 5) return word.replace(uk, us);
  }
  return word;
}

/** Lower-case words and numbers, UK spellings and slang rewritten; "£" stands as "pounds". */
export function words(text: string): string[] {
  const plain = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`]/g, "'")
    // Possessives and contractions: "Marcus's" reads as "marcus", "don't" as "dont".
    .replace(/'s\b/g, '')
    .replace(/'/g, '')
    .replace(/£/g, ' pounds ')
    .replace(/(\d),(\d{3})/g, '$1$2');
  const tokens = plain.match(/[a-z0-9]+(?:\.[0-9]+)?/g) ?? [];
  return tokens.flatMap((token) => (REWRITES.get(token) ?? respell(token)).split(' '));
}

/** True when `a` becomes `b` by one edit: a letter added, dropped, changed or two swapped. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  const diff = a.length - b.length;
  if (diff > 1 || diff < -1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (diff === 1) return a.slice(i + 1) === b.slice(i);
  if (diff === -1) return a.slice(i) === b.slice(i + 1);
  if (a.slice(i + 1) === b.slice(i + 1)) return true;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/**
 * Corrects one-letter typos against the words Quinn knows: an unknown word becomes the first
 * known word one edit away (known words come in order of preference). Words of four letters are
 * corrected only to `short` words (the question words), since many ordinary four-letter words
 * ("join") are one edit from a content word ("joint").
 */
export function corrector(
  known: readonly string[],
  short: readonly string[] = known,
): (tokens: readonly string[]) => string[] {
  const vocabulary = new Set(known);
  const byLength = new Map<number, string[]>();
  for (const word of vocabulary) {
    const list = byLength.get(word.length) ?? [];
    list.push(word);
    byLength.set(word.length, list);
  }
  const shortWords = [...new Set(short)];
  const cache = new Map<string, string>();
  const fix = (token: string): string => {
    if (token.length < 4 || vocabulary.has(token) || /\d/.test(token)) return token;
    const cached = cache.get(token);
    if (cached !== undefined) return cached;
    const candidates =
      token.length === 4
        ? shortWords
        : [token.length, token.length - 1, token.length + 1].flatMap(
            (length) => byLength.get(length) ?? [],
          );
    const match = candidates.find((word) => oneEditApart(token, word)) ?? token;
    cache.set(token, match);
    return match;
  };
  return (tokens) => tokens.map(fix);
}

/** Words that carry no topic: left out of searches, and never taken for a typo. */
export const STOPWORDS = new Set(
  (
    'a an the is are was were be been being am do does did done have has had having i me my mine ' +
    'you your yours he him his she her they them their we us our it its this that these those ' +
    'what which who whom whose when where why how can could would should will shall may might ' +
    'must of for to in on at by with from into onto about as and or but if then than so not no ' +
    'yes any some all each every there here up down out over under again very just also too ' +
    'please tell know like want need get got give show let lets say said much many more most ' +
    'does dont doesnt im ive id hes shes thats theres whats hows ok okay hmm um uh oh mate pal ' +
    'buddy guys quick question really actually kindly thing things one ones someone anyone ' +
    'marcus ellison quinn bot assistant sir madam one an other else does nowadays'
  ).split(' '),
);
