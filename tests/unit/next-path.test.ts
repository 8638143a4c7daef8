// `next` through sign-in and sign-up: same-origin paths survive (an authorization request with its query intact),
// everything that could leave the site is refused.
import { describe, expect, it } from "vitest";
import { askingApp, nextPath, safeNextPath } from "@/lib/contracts/account";

const authorize =
  "/oauth/authorize?response_type=code&client_id=https%3A%2F%2Fclient.example.com%2Fmeta.json&redirect_uri=http%3A%2F%2F127.0.0.1%3A4411%2Fcb&scope=read+analyze&state=x~1&code_challenge=abc&code_challenge_method=S256";

describe("next after sign-in and sign-up", () => {
  it("keeps same-origin paths, including an authorization request with its whole query", () => {
    expect(safeNextPath("/account")).toBe("/account");
    expect(safeNextPath(authorize)).toBe(authorize);
    expect(safeNextPath("/courses/java-fundamentals/loops#while")).toBe("/courses/java-fundamentals/loops#while");
  });
  it.each([
    "//evil.example.com/x",
    "/\\evil.example.com",
    "/\\/evil.example.com",
    "https://evil.example.com",
    "javascript:alert(1)",
    "evil.example.com",
    "/a\nb",
    "",
    "/" + "a".repeat(5000),
  ])("refuses %j", (v) => {
    expect(safeNextPath(v)).toBeNull();
    expect(nextPath.parse(v)).toBe("/account");
  });
  it("keeps percent-encoded line breaks encoded (a redirect's Location never gets a raw CR/LF)", () => {
    expect(safeNextPath("/%0d%0aSet-Cookie:x")).toBe("/%0d%0aSet-Cookie:x");
  });
  it("names the app that is asking only from verified facts", () => {
    expect(askingApp(authorize)).toMatch(/^An app from client\.example\.com is asking/);
    expect(askingApp("/oauth/authorize?client_id=abc123")).toMatch(/^An app is asking/);
    expect(askingApp("/account")).toBeNull();
    expect(askingApp(null)).toBeNull();
  });
});
