// expect: CWE-319 @ 25
// note: nightly job logs in to an FTP server (credentials and customer CSV in cleartext) with FTPClient
package com.crmsuite.exports;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.commons.net.ftp.FTPClient;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
public class LegacyFtpUploader {

    @Value("${exports.ftp.user}")
    private String user;
    @Value("${exports.ftp.password}")
    private String password;

    @Scheduled(cron = "0 0 2 * * *")
    public void upload() throws Exception {
        FTPClient ftp = new FTPClient();
        ftp.connect("ftp.partner-crm.example", 21);
        ftp.login(user, password);
        try (InputStream in = Files.newInputStream(Path.of("/var/crm/exports/customers.csv"))) {
            ftp.storeFile("incoming/customers.csv", in);
        } finally {
            ftp.logout();
            ftp.disconnect();
        }
    }
}
