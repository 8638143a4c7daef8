// expect: CWE-90 @ 27
// note: group names fetched from the HR system's REST API (untrusted response) concatenated into an LDAP filter
package com.peoplehub.sync;

import java.util.List;
import org.springframework.ldap.core.AttributesMapper;
import org.springframework.ldap.core.LdapTemplate;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestTemplate;

@Component
public class RoleSyncJob {

    private final RestTemplate hrApi;
    private final LdapTemplate ldap;

    public RoleSyncJob(RestTemplate hrApi, LdapTemplate ldap) {
        this.hrApi = hrApi;
        this.ldap = ldap;
    }

    @Scheduled(cron = "0 0 * * * *")
    public void sync() {
        String[] teams = hrApi.getForObject("https://hr.partner-saas.example/api/teams", String[].class);
        for (String team : teams == null ? new String[0] : teams) {
            List<String> dns = ldap.search("ou=groups", "(&(objectClass=groupOfNames)(cn=" + team + "))",
                    (AttributesMapper<String>) a -> (String) a.get("cn").get());
            System.out.println(dns.size() + " groups matched");
        }
    }
}
