export interface CachedValue {
  kind: string;
  html?: string;
  headers?: Record<string, string | string[] | number | undefined>;
  [key: string]: unknown;
}
export default class PageCacheHandler {
  get(key: string): Promise<{ value: CachedValue; lastModified: number } | null>;
  set(key: string, data: CachedValue | null, ctx?: { tags?: string[] }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
