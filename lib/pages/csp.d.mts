export function nonceCsp(nonce: string, dev?: boolean): string;
export function inlineScripts(html: string): string[];
export function hashCsp(sha256Base64: string[]): string;
