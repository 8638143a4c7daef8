// expect: none (CWE-90 safe)
// note: teams from the HR API looked up with LdapQueryBuilder.where(..).is(..), which encodes the value
package com.peoplehub.sync;

import static org.springframework.ldap.query.LdapQueryBuilder.query;

import java.util.List;
import org.springframework.ldap.core.AttributesMapper;
import org.springframework.ldap.core.LdapTemplate;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestTemplate;

@Component
public class TeamGroupSync {

    private final RestTemplate hrApi;
    private final LdapTemplate ldap;

    public TeamGroupSync(RestTemplate hrApi, LdapTemplate ldap) {
        this.hrApi = hrApi;
        this.ldap = ldap;
    }

    @Scheduled(cron = "0 0 * * * *")
    public void sync() {
        String[] teams = hrApi.getForObject("https://hr.partner-saas.example/api/teams", String[].class);
        for (String team : teams == null ? new String[0] : teams) {
            List<String> dns = ldap.search(query().base("ou=groups").where("objectClass").is("groupOfNames").and("cn").is(team),
                    (AttributesMapper<String>) a -> (String) a.get("cn").get());
            System.out.println(dns.size() + " groups matched");
        }
    }
}
