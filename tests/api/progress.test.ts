// /api/me/progress over HTTP: scopes, updates, undo and errors.
import { describe, expect, it } from "vitest";
import { api, expectErrorShape, getAccessToken, postJson } from "../helpers/http";

describe("/api/me/progress", () => {
  it("marks lessons complete and undoes them with a progress-scoped token; reads with read scope", async () => {
    const token = await getAccessToken("read progress");
    const auth = { authorization: `Bearer ${token}` };
    const r = await postJson(
      "/api/me/progress",
      { course: "java-fundamentals", lesson: "hello-java", completed: true },
      auth,
    );
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({
      completedLessons: ["hello-java"],
      totalLessons: 8,
      completed: false,
      next: { slug: "variables-and-types" },
    });
    const list = await (await api("/api/me/progress", { headers: auth })).json();
    expect(list.courses[0]).toMatchObject({ course: { slug: "java-fundamentals" }, percent: 13 });
    const undo = await (
      await postJson("/api/me/progress", { course: "java-fundamentals", lesson: "hello-java", completed: false }, auth)
    ).json();
    expect(undo.completedLessons).toEqual([]);
  });
  it("401 without a token, 403 without the progress scope, 403 for a pro lesson, 404 for an unknown lesson, 400 for bad bodies", async () => {
    const r = await api("/api/me/progress");
    await expectErrorShape(r, 401, "UNAUTHORIZED");
    expect(r.headers.get("www-authenticate")).toMatch(/^Bearer resource_metadata=/);
    const read = { authorization: `Bearer ${await getAccessToken("read")}` };
    await expectErrorShape(
      await postJson("/api/me/progress", { course: "java-fundamentals", lesson: "hello-java", completed: true }, read),
      403,
      "INSUFFICIENT_SCOPE",
    );
    const prog = { authorization: `Bearer ${await getAccessToken("progress")}` };
    await expectErrorShape(
      await postJson("/api/me/progress", { course: "spring-data-jpa", lesson: "n-plus-one", completed: true }, prog),
      403,
      "FORBIDDEN",
    );
    await expectErrorShape(
      await postJson("/api/me/progress", { course: "java-fundamentals", lesson: "nope", completed: true }, prog),
      404,
      "NOT_FOUND",
    );
    await expectErrorShape(
      await postJson("/api/me/progress", { course: "java-fundamentals", lesson: "hello-java", completed: "yes" }, prog),
      400,
      "VALIDATION_ERROR",
    );
  });
});
