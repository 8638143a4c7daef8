// expect: none (CWE-319 safe)
// note: upload uses FTPSClient (explicit TLS) with PROT P before login and transfer
package com.crmsuite.exports;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.commons.net.ftp.FTPSClient;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
public class SecureFtpUploader {

    @Value("${exports.ftp.user}")
    private String user;
    @Value("${exports.ftp.password}")
    private String password;

    @Scheduled(cron = "0 0 2 * * *")
    public void upload() throws Exception {
        FTPSClient ftps = new FTPSClient("TLS", false);
        ftps.connect("ftp.partner-crm.example", 21);
        ftps.execPBSZ(0);
        ftps.execPROT("P");
        ftps.login(user, password);
        try (InputStream in = Files.newInputStream(Path.of("/var/crm/exports/customers.csv"))) {
            ftps.storeFile("incoming/customers.csv", in);
        } finally {
            ftps.logout();
            ftps.disconnect();
        }
    }
}
