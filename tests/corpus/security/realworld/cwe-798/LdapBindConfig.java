// expect: CWE-798 @ 19
// note: LdapContextSource bean with a literal bind password
package com.corpnet.config;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.ldap.core.support.LdapContextSource;

@Configuration
public class LdapBindConfig {

    @Bean
    LdapContextSource contextSource(@Value("${ldap.bind-password:}") String bindPassword) {
        LdapContextSource source = new LdapContextSource();
        source.setUrl("ldaps://dc01.corpnet.example:636");
        source.setBase("dc=corpnet,dc=example");
        source.setUserDn("cn=svc-portal,ou=service,dc=corpnet,dc=example");
        source.setPassword("P0rtal$vc!");
        return source;
    }
}
