// expect: CWE-89 @ 22
// note: jOOQ plain-SQL condition built from a region string → DSL.condition(String) in select (ctx.fetch)
package com.insightly.reporting;

import static org.jooq.impl.DSL.field;
import static org.jooq.impl.DSL.table;

import org.jooq.DSLContext;
import org.jooq.Record;
import org.jooq.Result;
import org.jooq.impl.DSL;

public class ReportingQueries {

    private final DSLContext ctx;

    public ReportingQueries(DSLContext ctx) {
        this.ctx = ctx;
    }

    public Result<Record> revenueByRegion(String region) {
        return ctx.fetch("select month, sum(amount) from sales where region = '" + region + "' group by month");
    }
}
