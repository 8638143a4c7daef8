// expect: CWE-89 @ 40
// note: jOOQ DSL.field(String) built from the requested metric name is used as an ORDER BY expression
package com.arena.stats;

import static org.jooq.impl.DSL.field;
import static org.jooq.impl.DSL.table;

import java.util.List;
import org.jooq.DSLContext;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
class LeaderboardController {
    private final LeaderboardService service;

    LeaderboardController(LeaderboardService service) {
        this.service = service;
    }

    @GetMapping("/leaderboard")
    List<String> top(@RequestParam String metric) {
        return service.topPlayers(metric, 10);
    }
}

@Service
public class LeaderboardService {
    private final DSLContext dsl;

    public LeaderboardService(DSLContext dsl) {
        this.dsl = dsl;
    }

    public List<String> topPlayers(String metric, int n) {
        return dsl.select(field("nickname", String.class))
                .from(table("player_stats"))
                .orderBy(field(metric + " desc"))
                .limit(n)
                .fetch(r -> r.value1());
    }
}
