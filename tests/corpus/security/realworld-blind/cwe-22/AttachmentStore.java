// expect: none (CWE-22 safe)
// note: resolved path is normalised and checked with startsWith(base) before any file access; rejects otherwise
package com.mailhub.storage;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

public class AttachmentStore {
    private final Path root;

    public AttachmentStore(Path root) {
        this.root = root.toAbsolutePath().normalize();
    }

    public InputStream open(String mailboxId, String attachmentName) throws IOException {
        Path candidate = root.resolve(mailboxId).resolve(attachmentName).normalize();
        if (!candidate.startsWith(root)) {
            throw new SecurityException("attachment outside of store");
        }
        return Files.newInputStream(candidate);
    }

    public void save(String mailboxId, String attachmentName, byte[] data) throws IOException {
        Path target = root.resolve(mailboxId).resolve(attachmentName).normalize();
        if (!target.startsWith(root)) {
            throw new SecurityException("attachment outside of store");
        }
        Files.createDirectories(target.getParent());
        Files.write(target, data);
    }
}
