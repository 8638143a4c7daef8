// expect: none (CWE-732 safe)
// note: upload directory is made readable/writable/executable by the owner only (ownerOnly=true)
package com.media.uploads;

import java.io.File;
import java.io.IOException;

public class UploadDirectoryPreparer {

    public File prepare(String root, long accountId) throws IOException {
        File dir = new File(root, Long.toString(accountId));
        if (!dir.exists() && !dir.mkdirs()) {
            throw new IOException("cannot create upload directory");
        }
        dir.setReadable(false, false);
        dir.setReadable(true, true);
        dir.setWritable(true, true);
        dir.setExecutable(true, true);
        return dir;
    }
}
