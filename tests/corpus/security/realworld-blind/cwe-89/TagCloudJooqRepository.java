// expect: CWE-89 @ 21
// note: jOOQ plain-SQL condition built from the tag prefix parameter with + and passed to DSL.condition(String)
package com.blogengine.tags;

import java.util.List;

import org.jooq.DSLContext;
import org.jooq.Record2;
import org.jooq.impl.DSL;

public class TagCloudJooqRepository {
    private final DSLContext dsl;

    public TagCloudJooqRepository(DSLContext dsl) {
        this.dsl = dsl;
    }

    public List<Record2<String, Integer>> popularTags(String prefix, int limit) {
        return dsl.select(DSL.field("name", String.class), DSL.field("usage_count", Integer.class))
                .from(DSL.table("tag"))
                .where(DSL.condition("name LIKE '" + prefix + "%'"))
                .orderBy(DSL.field("usage_count").desc())
                .limit(limit)
                .fetch();
    }
}
