// SQL APIs beyond JDBC/JPA (spec-injection.ts rows and static-weaknesses.ts): jOOQ plain SQL, Hibernate Criteria
// sqlRestriction and MyBatis `${}` substitution.
import { describe, expect, it } from "vitest";
import { analyze, lineOf } from "./analyze/security-helpers";

const sqlAt = (text: string) => analyze(text).filter((f) => f.cwe === 89);

describe("jOOQ and Criteria plain SQL", () => {
  it("flags request text in DSL.condition and Restrictions.sqlRestriction", () => {
    const text = `
@RestController
public class ReportController {
  private DSLContext dsl;
  @GetMapping("/r")
  public Object r(@RequestParam String region, Session session) {
    dsl.selectFrom(SALES).where(DSL.condition("region = '" + region + "'")).fetch(); // jooq
    return session.createCriteria(Sale.class).add(Restrictions.sqlRestriction("region = '" + region + "'")).list(); // criteria
  }
}`;
    expect(sqlAt(text).map((f) => f.line)).toEqual([lineOf(text, "// jooq"), lineOf(text, "// criteria")]);
  });
  it("stays quiet when the value is a bind argument", () => {
    const text = `
@RestController
public class ReportController {
  private DSLContext dsl;
  @GetMapping("/r")
  public Object r(@RequestParam String region) {
    return dsl.selectFrom(SALES).where(DSL.condition("region = ?", region)).fetch();
  }
}`;
    expect(sqlAt(text)).toEqual([]);
  });
});

describe("MyBatis ${} substitution", () => {
  it("flags ${} in a mapper query and keeps #{} quiet", () => {
    const text = `
@Mapper
public interface TicketMapper {
  @Select("SELECT * FROM ticket WHERE subject LIKE '%\${keyword}%'") // dollar
  List<Ticket> search(@Param("keyword") String keyword);
  @Select("SELECT * FROM ticket WHERE id = #{id}")
  Ticket byId(@Param("id") long id);
}`;
    const fs = sqlAt(text);
    expect(fs.map((f) => f.line)).toEqual([lineOf(text, "// dollar")]);
    expect(fs[0].severity).toBe("warning");
  });
});
