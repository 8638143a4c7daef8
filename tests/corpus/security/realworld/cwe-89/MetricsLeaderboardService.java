// expect: none (CWE-89 safe)
// note: requested metric mapped through an enum (valueOf inside try, default on failure) before DSL.field
package com.arena.stats;

import static org.jooq.impl.DSL.field;
import static org.jooq.impl.DSL.table;

import java.util.List;
import java.util.Locale;
import org.jooq.DSLContext;
import org.springframework.stereotype.Service;

@Service
public class MetricsLeaderboardService {

    enum Metric {
        WINS("wins"), KILLS("kills"), ASSISTS("assists"), PLAYTIME("minutes_played");

        final String column;

        Metric(String column) {
            this.column = column;
        }
    }

    private final DSLContext dsl;

    public MetricsLeaderboardService(DSLContext dsl) {
        this.dsl = dsl;
    }

    public List<String> topPlayers(String requested, int n) {
        Metric metric;
        try {
            metric = Metric.valueOf(requested.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            metric = Metric.WINS;
        }
        return dsl.select(field("nickname", String.class))
                .from(table("player_stats"))
                .orderBy(field(metric.column + " desc"))
                .limit(n)
                .fetch(r -> r.value1());
    }
}
