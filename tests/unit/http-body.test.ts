// readBodyText (lib/http/body.ts): strict UTF-8 with one shared decoder, bodies in any number of chunks, the size cap.
import { describe, expect, it } from "vitest";
import { isAppError } from "@/lib/errors";
import { readBodyText } from "@/lib/http/body";

/** A POST whose body arrives in the given chunks (a multi-byte character may be split between two). */
function chunked(chunks: Uint8Array[], headers: Record<string, string> = {}): Request {
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      for (const chunk of chunks) c.enqueue(chunk);
      c.close();
    },
  });
  return new Request("http://localhost/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

const codeOf = async (p: Promise<unknown>) =>
  p.then(
    () => "resolved",
    (e) => (isAppError(e) ? e.code : String(e)),
  );

describe("readBodyText", () => {
  it("decodes a body split inside a multi-byte character", async () => {
    const bytes = Buffer.from('{"q":"é€😀"}');
    const parts = [bytes.subarray(0, 7), bytes.subarray(7, 9), bytes.subarray(9)];
    expect(await readBodyText(chunked(parts))).toBe('{"q":"é€😀"}');
  });

  it("refuses invalid UTF-8, and the next body decodes as if nothing happened", async () => {
    // an unfinished three-byte sequence: a decoder that kept it would prepend garbage to the next body
    const bad = chunked([new Uint8Array([0x61, 0xe2, 0x82])]);
    expect(await codeOf(readBodyText(bad))).toBe("BAD_REQUEST");
    expect(await codeOf(readBodyText(chunked([new Uint8Array([0xff])])))).toBe("BAD_REQUEST");
    expect(await readBodyText(chunked([Buffer.from("bc")]))).toBe("bc");
    expect(await readBodyText(new Request("http://localhost/x", { method: "POST", body: "ok ✓" }))).toBe("ok ✓");
  });

  it("refuses a body over the cap, declared or streamed", async () => {
    const declared = new Request("http://localhost/x", {
      method: "POST",
      body: "x".repeat(10),
      headers: { "content-length": "10" },
    });
    expect(await codeOf(readBodyText(declared, 5))).toBe("PAYLOAD_TOO_LARGE");
    const streamed = chunked([Buffer.from("abc"), Buffer.from("def")]);
    expect(await codeOf(readBodyText(streamed, 5))).toBe("PAYLOAD_TOO_LARGE");
    expect(await readBodyText(chunked([Buffer.from("abc"), Buffer.from("de")]), 5)).toBe("abcde");
  });

  it("reads an empty or missing body as an empty string", async () => {
    expect(await readBodyText(new Request("http://localhost/x"))).toBe("");
    expect(await readBodyText(chunked([]))).toBe("");
  });
});
