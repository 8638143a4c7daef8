// expect: CWE-943 @ 25
// note: @RequestParam nickname concatenated into a JSON filter string → new BasicQuery(json) → MongoTemplate.find
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
public class MemberSearchController {

    private final MongoTemplate mongo;

    public MemberSearchController(MongoTemplate mongo) {
        this.mongo = mongo;
    }

    @GetMapping("/members")
    public List<Member> byNickname(@RequestParam String nickname) {
        Query query = new BasicQuery("{ nickname: '" + nickname + "', banned: false }");
        return mongo.find(query, Member.class);
    }

    public record Member(String id, String nickname, int level, boolean banned) {}
}
