// Questions Quinn does not answer from content: attempts to change how it answers, and
// questions about anything but Marcus and his work. Both get a short honest reply instead.

/** Attempts to re-instruct the assistant or read how it works ("ignore your instructions"). */
const INJECTION: readonly RegExp[] = [
  /\b(ignore|disregard|forget|override|bypass|skip)\b.{0,60}\b(instructions?|rules?|prompts?|previous|above|everything|guidelines|programming|constraints|restrictions|filters?|training)\b/,
  /\b(system|initial|hidden|original|secret|internal|developer|your)\s+(prompts?|messages?|instructions?|rules|configuration|config|guidelines)\b/,
  // "Prompt" alone is a subject a visitor may ask about (prompt engineering); only its use as
  // the assistant's own text is an attempt.
  /\b(the|your|this|that|above|previous|earlier|first)\s+prompts?\b/,
  /\b(you are now|you re now|act as|acting as|pretend|roleplay|role play|play the role|from now on|jailbreak|jailbroken|developer mode|dan|do anything now|simulate|unrestricted|uncensored|no restrictions|no rules|sudo|admin mode|god mode|debug mode|maintenance mode)\b/,
  /\b(say|tell (me|them|everyone|visitors)|respond|reply|answer|claim|state|confirm|announce|print|output|repeat)\b.{0,40}\b(price|prices|cost|costs|rate|rates|fee|email|phone|number)\b.{0,20}\b(is|are|was|to be|becomes?|equals?)\b/,
  /\b(new|updated|different) (instructions?|rules|persona|role)\b/,
  /\b(repeat|print|reveal|show|output|dump|leak|display|spell out)\b.{0,40}\b(above|everything|verbatim|source|code you run|context|setup|weights|training data)\b/,
  /\b(what|which) (were|are) you (told|trained|instructed|programmed)\b/,
  /\bfrom (the )?(developer|admin|administrator|openai|google|anthropic|system)\b/,
];

/** Asks for something no page section holds, or asks Quinn to do a task for the visitor. */
const OUT_OF_SCOPE: readonly RegExp[] = [
  /\b(weather|forecast|raining|rain|sunny|snow|snowing|temperature|umbrella)\b/,
  /\b(jokes?|funny|riddles?|puns?|knock knock)\b/,
  /\b(write|tell|make up|invent) (me )?(a|an|another|some) (short |bedtime |funny )?(story|stories|tale)\b/,
  /\b(poem|poems|poetry|haiku|limerick|sonnet|song|songs|lyrics|rap|novel|essay|homework|assignment)\b/,
  /\b(write|generate|compose|draft|create|give|make|show|fix|debug|refactor|review|optimize)\b.{0,30}\b(code|function|script|program|sql|query|regex|class|snippet|algorithm|bug|html|css|python|javascript|typescript|java|rust|golang|c\+\+|excel formula|tweet|cover letter)\b/,
  /\b(how (do|can|would|should) i|how to)\b.{0,40}\b(python|javascript|typescript|java|sql|css|html|react|regex|excel|string|array|loop|bug|error|compile)\b/,
  /\b(translate|translation|in french|in spanish|in german)\b/,
  /\b(recipe|recipes|cook|cooking|bake|baking|dinner|lunch|restaurant|pizza)\b/,
  /\b(capital of|population of|who won|who invented|president|prime minister|election|politics)\b/,
  /\b(football|soccer|premier league|cricket|rugby|tennis|olympics|formula one)\b/,
  /\b(bitcoin|crypto|cryptocurrency|stock|stocks|shares|share price|exchange rate|forex|lottery|gambling|betting|horoscope|astrology|zodiac)\b/,
  /\b(movie|movies|film|films|tv show|netflix|book to read|celebrity|celebrities)\b/,
  /\b(what time is it|what is the time|what day is it|today s date|date today|meaning of life|speed of light|square root|multiplied|divided by|calculate|solve|equation|math|maths)\b/,
  /\b(planet|planets|universe|dinosaurs?|animals?|dogs?|cats?|ocean|mountain)\b/,
  /\b(salary|salaries|income|earn|earns|net worth|password|passwords|credit card|bank details|bank account|social security|national insurance|passport|date of birth|birthday|how old|married|wife|husband|girlfriend|boyfriend|religion|home address|medical)\b/,
  /\b(client list|list of clients|his clients|other clients|customer data|user data|users data|list of users|personal data|private data|other people)\b/,
  /\b(his|marcus) (children|kids|family|wife|partner|parents)\b/,
  /\b(hack|hacking|exploit|malware|virus|ddos|phishing|steal)\b/,
  /\b(relationship advice|dating|therapy|therapist|diet|workout|gym)\b/,
];

/** The words of the question joined by single spaces, padded so patterns see word edges. */
function line(tokens: readonly string[]): string {
  return ` ${tokens.join(' ')} `;
}

export function isInjection(tokens: readonly string[], raw: string): boolean {
  const text = line(tokens);
  return (
    INJECTION.some((pattern) => pattern.test(text)) || /<\/?[a-z]+>|\[\/?inst\]|###/i.test(raw)
  );
}

export function isOutOfScope(tokens: readonly string[]): boolean {
  const text = line(tokens);
  return OUT_OF_SCOPE.some((pattern) => pattern.test(text));
}

/** Names Quinn can talk about besides what content names: Marcus and the assistant itself. */
const OWN_NAMES = new Set(['marcus', 'ellison', 'quinn', 'i', 'mr']);

/**
 * Someone else's details ("Elon Musk's email", "who is Satya Nadella?"): a possessive before a
 * contact detail, or a capitalised word inside the sentence, that is no name Quinn knows.
 */
export function namesSomeoneElse(raw: string, isKnown: (word: string) => boolean): boolean {
  const unknown = (word: string): boolean => !OWN_NAMES.has(word) && !isKnown(word);
  const possessive =
    /\b([a-z]+)['’]s\s+(e-?mail|phone|number|address|home|contact|details|data|salary|linkedin|mobile)\b/gi;
  for (const match of raw.matchAll(possessive)) {
    if (unknown((match[1] ?? '').toLowerCase())) return true;
  }
  const names = raw.match(/(?<=[^\s.!?]\s+)\b[A-Z][A-Za-z]*\b/g) ?? [];
  return names.some((name) => unknown(name.toLowerCase()));
}
