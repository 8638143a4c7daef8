// expect: none (CWE-798 safe)
// note: LdapContextSource bind password from @Value placeholder
package com.corpnet.config;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.ldap.core.support.LdapContextSource;

@Configuration
public class LdapBindSettings {

    @Bean
    LdapContextSource contextSource(@Value("${ldap.bind-password:}") String bindPassword) {
        LdapContextSource source = new LdapContextSource();
        source.setUrl("ldaps://dc01.corpnet.example:636");
        source.setBase("dc=corpnet,dc=example");
        source.setUserDn("cn=svc-portal,ou=service,dc=corpnet,dc=example");
        source.setPassword(bindPassword);
        return source;
    }
}
