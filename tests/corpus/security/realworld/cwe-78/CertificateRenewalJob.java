// expect: none (CWE-78 safe)
// note: scheduled job runs certbot with a command taken from @Value configuration and constant arguments
package com.edgeproxy.tls;

import java.io.IOException;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
public class CertificateRenewalJob {

    private final String certbot;
    private final String webroot;

    public CertificateRenewalJob(@Value("${tls.certbot-path:/usr/bin/certbot}") String certbot,
                                 @Value("${tls.webroot}") String webroot) {
        this.certbot = certbot;
        this.webroot = webroot;
    }

    @Scheduled(cron = "0 30 3 * * MON")
    public void renew() throws IOException, InterruptedException {
        Process process = Runtime.getRuntime().exec(certbot + " renew --webroot -w " + webroot + " --quiet");
        if (process.waitFor() != 0) {
            throw new IllegalStateException("certbot renew failed");
        }
    }
}
