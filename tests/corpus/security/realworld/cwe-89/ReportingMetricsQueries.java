// expect: none (CWE-89 safe)
// note: jOOQ typed field with bind value via DSL.field(name).eq(region)
package com.insightly.reporting;

import static org.jooq.impl.DSL.field;
import static org.jooq.impl.DSL.table;

import org.jooq.DSLContext;
import org.jooq.Record;
import org.jooq.Result;
import org.jooq.impl.DSL;

public class ReportingMetricsQueries {

    private final DSLContext ctx;

    public ReportingMetricsQueries(DSLContext ctx) {
        this.ctx = ctx;
    }

    public Result<Record> revenueByRegion(String region) {
        return ctx.select(field("month"), DSL.sum(field("amount", java.math.BigDecimal.class)))
                .from(table("sales"))
                .where(field("region", String.class).eq(region))
                .groupBy(field("month"))
                .fetch();
    }
}
