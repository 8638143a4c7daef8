// Entry points beyond the servlet request (spec.ts ENTRY_POINT_ANNOTATIONS, ServerRequest sources): Jakarta REST,
// Micronaut, message listeners and WebFlux functional handlers bind untrusted values.
import { describe, expect, it } from "vitest";
import { analyze, lineOf } from "./analyze/security-helpers";

const sqlAt = (text: string) => analyze(text).filter((f) => f.cwe === 89);

describe("entry points as sources", () => {
  it("treats JAX-RS parameters as request data", () => {
    const text = `
@Path("/courses")
public class CourseResource {
  @Inject EntityManager em;
  @GET
  public List<?> find(@QueryParam("title") String title) {
    return em.createNativeQuery("SELECT * FROM course WHERE title = '" + title + "'").getResultList(); // sink
  }
}`;
    const fs = sqlAt(text);
    expect(fs.map((f) => f.line)).toEqual([lineOf(text, "// sink")]);
    expect(fs[0].severity).toBe("error");
    expect(fs[0].message).toMatch(/Query parameter `title`/);
  });
  it("treats a Kafka listener payload as untrusted", () => {
    const text = `
@Component
public class OrderListener {
  private JdbcTemplate jdbc;
  @KafkaListener(topics = "orders")
  public void on(String customer) {
    jdbc.update("DELETE FROM cart WHERE customer = '" + customer + "'"); // sink
  }
}`;
    const fs = sqlAt(text);
    expect(fs.map((f) => f.line)).toEqual([lineOf(text, "// sink")]);
    expect(fs[0].message).toMatch(/Message payload `customer`/);
  });
  it("treats WebFlux ServerRequest query parameters as request data", () => {
    const text = `
@Component
public class ProductHandler {
  private JdbcTemplate jdbc;
  public Mono<ServerResponse> list(ServerRequest request) {
    String brand = request.queryParam("brand").orElse("");
    return ServerResponse.ok().bodyValue(jdbc.queryForList("SELECT * FROM product WHERE brand = '" + brand + "'")); // sink
  }
}`;
    expect(sqlAt(text).map((f) => f.line)).toEqual([lineOf(text, "// sink")]);
  });
  it("keeps listener and JAX-RS values clean when bound as numbers or bound as parameters", () => {
    const text = `
@Path("/courses")
public class CourseResource {
  @Inject EntityManager em;
  @GET
  public List<?> find(@QueryParam("id") long id, @QueryParam("title") String title) {
    em.createNativeQuery("SELECT * FROM course WHERE id = " + id).getResultList();
    return em.createNativeQuery("SELECT * FROM course WHERE title = ?1").setParameter(1, title).getResultList();
  }
  @KafkaListener(topics = "orders")
  public void on(int count) {
    em.createNativeQuery("DELETE FROM cart WHERE n > " + count).executeUpdate();
  }
}`;
    expect(sqlAt(text)).toEqual([]);
  });
});
