// What learners ask that the lessons do not cover: the text stored for a not-covered or weakly covered question.
// Privacy (decision): only the question itself, normalised, is kept. Anything in it that could identify a person or
// grant access is replaced before it is stored: e-mail addresses, IP addresses, URLs, JWTs and other long
// token-like strings (API keys, hashes, session ids). No user id, client address or token is ever passed in.
import { cutAtWord } from "./text";

/** Longest stored question (longer ones are cut at a word boundary). */
export const GAP_MAX_CHARS = 300;

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const URL = /\b(?:https?|ftp|jdbc:[a-z]+):\/\/\S+/gi;
const IPV4 = /\b(?:\d{1,3}\.){3}\d{1,3}(?::\d+)?\b/g;
const IPV6 = /\b(?:[0-9a-f]{1,4}:){3,7}[0-9a-f]{1,4}\b/gi;
const JWT = /\beyJ[\w-]+\.[\w-]+(?:\.[\w-]*)?/g;
/** 24+ characters of letters and digits mixed (or hex/base64 runs): keys, hashes, session ids. */
const TOKEN_LIKE = /\b(?=[A-Za-z0-9_\-+/=]*\d)(?=[A-Za-z0-9_\-+/=]*[A-Za-z])[A-Za-z0-9_\-+/=]{24,}/g;

/** The question as stored: scrubbed, lower case, whitespace collapsed, at most GAP_MAX_CHARS. */
export function normalizeGapQuestion(question: string): string {
  const scrubbed = question
    .replace(JWT, " <token> ")
    .replace(URL, " <url> ")
    .replace(EMAIL, " <email> ")
    .replace(IPV6, " <ip> ")
    .replace(IPV4, " <ip> ")
    .replace(TOKEN_LIKE, " <token> ");
  const text = scrubbed
    .toLowerCase()
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .replace(/\s+/g, " ")
    .replace(/ ([?!.,;:])/g, "$1")
    .trim();
  if (text.length <= GAP_MAX_CHARS) return text;
  return cutAtWord(text, GAP_MAX_CHARS);
}
