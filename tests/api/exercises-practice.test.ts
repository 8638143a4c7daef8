// Practice over HTTP against the built app (RUNNER=local): list, get, submit (scope, rate limit, review), run.
import { describe, expect, it } from "vitest";
import { api, expectErrorShape, getAccessToken, hasServer, postJson } from "../helpers/http";

const LESSON = "/api/courses/java-fundamentals/lessons/loops";
const EXERCISE = `${LESSON}/exercises/order-line-totals`;
const SUBMIT = `${EXERCISE}/submissions`;
const SOLUTION = `public class OrderLines {
    public static int totalItems(int[] quantities) {
        int total = 0;
        for (int q : quantities) {
            if (q < 0) throw new IllegalArgumentException("negative quantity: " + q);
            total += q;
        }
        return total;
    }
}`;

describe.skipIf(!hasServer)("practice REST API", () => {
  it("lists a lesson's exercises and shows one without its solution or expected values", async () => {
    const list = await api(`${LESSON}/exercises`);
    expect(list.status).toBe(200);
    const body = await list.json();
    expect(body.runner).toMatchObject({ kind: "local", available: true });
    const ex = body.exercises.find((e: { slug: string }) => e.slug === "order-line-totals");
    expect(ex).toMatchObject({ kind: "write", locked: false, solved: null });
    expect(ex.url).toMatch(/\/courses\/java-fundamentals\/loops\/exercises\/order-line-totals$/);

    const one = await (await api(EXERCISE)).json();
    expect(one).toMatchObject({ slug: "order-line-totals", solution: null, attempts: 0 });
    expect(one.starter).toMatch(/class OrderLines/);
    expect(JSON.stringify(one)).not.toContain("new int[]{2, 1, 4}");
    expect((await (await api(`${EXERCISE}?reveal=solution`)).json()).solution).toMatch(/total \+= q/);
    await expectErrorShape(await api(`${EXERCISE}?reveal=everything`), 400, "VALIDATION_ERROR");
    await expectErrorShape(await api(`${LESSON}/exercises/no-such-one`), 404, "NOT_FOUND");
    await expectErrorShape(await api(`${LESSON}/exercises`, { method: "POST" }), 405);
  });

  it("submissions need a token with the practice scope", async () => {
    const none = await postJson(SUBMIT, { code: SOLUTION });
    await expectErrorShape(none, 401, "UNAUTHORIZED");
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer resource_metadata=/);
    const read = { authorization: `Bearer ${await getAccessToken("read analyze")}` };
    await expectErrorShape(await postJson(SUBMIT, { code: SOLUTION }, read), 403, "INSUFFICIENT_SCOPE");
    await expectErrorShape(await postJson("/api/java/run", { code: SOLUTION }, read), 403, "INSUFFICIENT_SCOPE");
  });

  it("fails the starter with per-check results and a review, then solves; progress and the list follow", async () => {
    const token = await getAccessToken("read practice");
    const auth = { authorization: `Bearer ${token}` };
    const starter = (await (await api(EXERCISE)).json()).starter as string;
    const fail = await postJson(SUBMIT, { code: starter }, auth);
    expect(fail.status).toBe(200);
    expect(fail.headers.get("ratelimit-policy")).toMatch(/"practice";q=10;w=60/);
    const f = await fail.json();
    expect(f).toMatchObject({ passed: false, status: "failed", solved: false, attempts: 1, runner: "local" });
    expect(f.checks.some((c: { passed: boolean }) => !c.passed)).toBe(true);
    expect(f.review.analysis.length).toBeGreaterThan(0);

    const ok = await (await postJson(SUBMIT, { code: SOLUTION }, auth)).json();
    expect(ok).toMatchObject({ passed: true, status: "passed", solved: true, attempts: 2, review: null });
    expect(ok.solution).toMatch(/class OrderLines/);
    const list = await (await api(`${LESSON}/exercises`, { headers: auth })).json();
    expect(list.exercises.find((e: { slug: string }) => e.slug === "order-line-totals").solved).toBe(true);
    const progress = await (await api("/api/me/progress", { headers: auth })).json();
    const course = progress.courses.find((c: { course: { slug: string } }) => c.course.slug === "java-fundamentals");
    expect(course.completedLessons).toContain("loops");
  });

  it("runs a program with stdin; rejects bad bodies with 400", async () => {
    const auth = { authorization: `Bearer ${await getAccessToken("practice")}` };
    const r = await postJson(
      "/api/java/run",
      {
        code: 'public class Echo { public static void main(String[] a) { System.out.print("got " + new java.util.Scanner(System.in).nextLine()); } }',
        stdin: "order 42\n",
      },
      auth,
    );
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({ status: "ok", stdout: "got order 42", exitCode: 0 });
    await expectErrorShape(await postJson("/api/java/run", { code: "" }, auth), 400, "VALIDATION_ERROR");
    await expectErrorShape(await postJson(SUBMIT, { code: "x".repeat(64_001) }, auth), 400, "VALIDATION_ERROR");
  });

  it("limits each learner to 10 runs a minute (429 with Retry-After and RateLimit headers)", async () => {
    const auth = { authorization: `Bearer ${await getAccessToken("practice")}` };
    // The limit is taken before the body is read: invalid bodies count too, so this needs no JVM.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await postJson(SUBMIT, { code: "" }, auth)).status);
    expect(statuses).toEqual(Array(10).fill(400));
    const limited = await postJson("/api/java/run", { code: "class A {}" }, auth);
    await expectErrorShape(limited, 429, "RATE_LIMITED");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.headers.get("ratelimit")).toMatch(/"practice";r=0/);
    // another learner has a quota of their own
    const other = { authorization: `Bearer ${await getAccessToken("practice")}` };
    expect((await postJson(SUBMIT, { code: "" }, other)).status).toBe(400);
  });

  it("describes the practice endpoints and the scope in the OpenAPI document and the OAuth metadata", async () => {
    const doc = await (await api("/api/openapi.json")).json();
    for (const p of [
      "/api/courses/{slug}/lessons/{lesson}/exercises",
      "/api/courses/{slug}/lessons/{lesson}/exercises/{exercise}",
      "/api/courses/{slug}/lessons/{lesson}/exercises/{exercise}/submissions",
      "/api/java/run",
    ])
      expect(doc.paths[p], p).toBeDefined();
    expect(doc.components.schemas.SubmissionResult).toBeDefined();
    const meta = await (await api("/.well-known/oauth-protected-resource")).json();
    expect(meta.scopes_supported).toContain("practice");
  });
});
