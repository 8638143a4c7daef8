// expect: CWE-90 @ 25
// note: Kafka message hostname placed in an LDAP filter and searched through DirContext
package com.netops.inventory;

import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class DeviceRegistryListener {

    private final DirContext directory;

    public DeviceRegistryListener(DirContext directory) {
        this.directory = directory;
    }

    @KafkaListener(topics = "devices.seen")
    public void onSeen(String hostname) throws NamingException {
        String filter = "(&(objectClass=device)(cn=" + hostname + "))";
        NamingEnumeration<SearchResult> hits = directory.search("ou=devices,dc=netops,dc=example", filter, new SearchControls());
        if (!hits.hasMore()) {
            System.out.println("unregistered device seen");
        }
    }
}
