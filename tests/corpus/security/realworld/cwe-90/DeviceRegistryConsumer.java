// expect: none (CWE-90 safe)
// note: Kafka message hostname validated as [a-z0-9-]{1,63} (return on mismatch) before the filter is built
package com.netops.inventory;

import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class DeviceRegistryConsumer {

    private final DirContext directory;

    public DeviceRegistryConsumer(DirContext directory) {
        this.directory = directory;
    }

    @KafkaListener(topics = "devices.seen")
    public void onSeen(String hostname) throws NamingException {
        if (!hostname.matches("[a-z0-9-]{1,63}")) {
            return;
        }
        String filter = "(&(objectClass=device)(cn=" + hostname + "))";
        NamingEnumeration<SearchResult> hits = directory.search("ou=devices,dc=netops,dc=example", filter, new SearchControls());
        if (!hits.hasMore()) {
            System.out.println("unregistered device seen");
        }
    }
}
