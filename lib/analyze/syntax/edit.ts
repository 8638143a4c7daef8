// A text that syntax recovery edits (blank a token, insert a missing one) while remembering, for
// every character, its offset in the original text. Edits never add or remove line breaks, so
// line numbers stay valid and only columns on an edited line shift.

export interface Snapshot {
  text: string;
  orig: number[];
}

export class Editable {
  text: string;
  /** orig[i] = original offset of working character i; orig[text.length] = original length. */
  private orig: number[];

  constructor(text: string) {
    this.text = text;
    this.orig = new Array(text.length + 1);
    for (let i = 0; i <= text.length; i++) this.orig[i] = i;
  }

  /** Original offset of a working offset. */
  toOrig(w: number): number {
    if (w <= 0) return this.orig[0] ?? 0;
    if (w >= this.orig.length) return this.orig[this.orig.length - 1];
    return this.orig[w];
  }

  /** Working offset of an original offset (first working char at or after it). */
  toWorking(o: number): number {
    let lo = 0;
    let hi = this.orig.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.orig[mid] < o) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Inserts text (no line breaks) before working offset `at`. */
  insert(at: number, s: string): void {
    if (!s || s.includes("\n")) return;
    at = Math.max(0, Math.min(at, this.text.length));
    const o = this.orig[at];
    this.text = this.text.slice(0, at) + s + this.text.slice(at);
    const add = new Array(s.length).fill(o);
    this.orig.splice(at, 0, ...add);
  }

  /** Replaces `len` characters at `at`; line breaks in the replaced range are kept. */
  replace(at: number, len: number, s: string): void {
    at = Math.max(0, Math.min(at, this.text.length));
    len = Math.max(0, Math.min(len, this.text.length - at));
    const old = this.text.slice(at, at + len);
    if (old.includes("\n") || s.includes("\n")) {
      // keep line structure: only same-length replacement, newlines preserved
      let out = "";
      for (let i = 0; i < old.length; i++) out += old[i] === "\n" ? "\n" : i < s.length && s[i] !== "\n" ? s[i] : " ";
      this.text = this.text.slice(0, at) + out + this.text.slice(at + len);
      return;
    }
    if (s.length === len) {
      this.text = this.text.slice(0, at) + s + this.text.slice(at + len);
      return;
    }
    const o = this.orig[at];
    this.text = this.text.slice(0, at) + s + this.text.slice(at + len);
    this.orig.splice(at, len, ...new Array(s.length).fill(o));
  }

  /** Replaces every character of [at, at+len) except line breaks with a space. */
  blank(at: number, len: number): void {
    const old = this.text.slice(at, at + len);
    this.replace(at, len, old.replace(/[^\n]/g, " "));
  }

  snapshot(): Snapshot {
    return { text: this.text, orig: this.orig.slice() };
  }

  restore(s: Snapshot): void {
    this.text = s.text;
    this.orig = s.orig.slice();
  }
}
