// expect: none (CWE-22 safe)
// note: uploaded file name is reduced to getFileName() and the stored name is a random UUID plus an allow-listed extension
package com.social.profile.api;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import java.util.Set;
import java.util.UUID;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

@jakarta.ws.rs.Path("/profile/avatar")
public class AvatarUploadResource {
    private static final java.nio.file.Path AVATARS = java.nio.file.Path.of("/var/social/avatars");
    private static final Set<String> EXTENSIONS = Set.of("png", "jpg", "jpeg", "webp");

    @POST
    @Consumes(MediaType.APPLICATION_OCTET_STREAM)
    public Response upload(@HeaderParam("X-File-Name") String fileName, InputStream body) throws IOException {
        String base = java.nio.file.Path.of(fileName).getFileName().toString();
        int dot = base.lastIndexOf('.');
        String ext = dot < 0 ? "" : base.substring(dot + 1).toLowerCase(Locale.ROOT);
        if (!EXTENSIONS.contains(ext)) {
            return Response.status(415).build();
        }
        java.nio.file.Path target = AVATARS.resolve(UUID.randomUUID() + "." + ext);
        Files.copy(body, target, StandardCopyOption.REPLACE_EXISTING);
        return Response.ok(target.getFileName().toString()).build();
    }
}
