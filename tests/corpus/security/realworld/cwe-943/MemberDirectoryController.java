// expect: none (CWE-943 safe)
// note: Criteria.where("nickname").is(nickname) builds the query; no string parsing
package com.guildhall.members;

import java.util.List;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.query.BasicQuery;
import org.springframework.data.mongodb.core.query.Criteria;
import org.springframework.data.mongodb.core.query.Query;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class MemberDirectoryController {

    private final MongoTemplate mongo;

    public MemberDirectoryController(MongoTemplate mongo) {
        this.mongo = mongo;
    }

    @GetMapping("/members")
    public List<Member> byNickname(@RequestParam String nickname) {
        Query query = new Query(Criteria.where("nickname").is(nickname).and("banned").is(false));
        return mongo.find(query, Member.class);
    }

    public record Member(String id, String nickname, int level, boolean banned) {}
}
