// expect: CWE-798 @ 17
// note: FTPS login with literal user name and password passed to ftp.login
package com.retail.reports.ftp;

import java.io.IOException;
import java.io.InputStream;

import org.apache.commons.net.ftp.FTPSClient;

public class FtpReportUploader {
    private static final String HOST = "ftp.reports-partner.example";

    public boolean upload(String remoteName, InputStream report) throws IOException {
        FTPSClient ftp = new FTPSClient();
        ftp.connect(HOST);
        try {
            if (!ftp.login("retail_upload", "Upl0ad#2024")) {
                return false;
            }
            ftp.execPROT("P");
            return ftp.storeFile(remoteName, report);
        } finally {
            ftp.disconnect();
        }
    }
}
