// TEMPORARY stand-in for the grounding check of the quinn-engine branch. Dropped at merge.

const FACT =
  /£\s?\d[\d,]*(?:\.\d+)?|\b\d+(?:\.\d+)?\s?(?:%|hours?|minutes?|mins?)\b|\b(?:19|20)\d\d\b|[\w.+-]+@[\w-]+\.[\w.-]+|https?:\/\/\S+/gi;

export function factsIn(text: string): string[] {
  return [...text.matchAll(FACT)].map((match) => match[0].toLowerCase().replace(/\s+/g, ''));
}

export function isGrounded(reply: string, passages: readonly string[]): boolean {
  const known = new Set(passages.flatMap(factsIn));
  return factsIn(reply).every((fact) => known.has(fact));
}
