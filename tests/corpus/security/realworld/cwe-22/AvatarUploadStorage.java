// expect: none (CWE-22 safe)
// note: target name is the user's numeric id plus an extension chosen from an allow-list
package com.socialcircle.profile;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

@RestController
public class AvatarUploadStorage {

    private static final Map<String, String> EXTENSIONS = Map.of("image/png", ".png", "image/jpeg", ".jpg", "image/webp", ".webp");
    private final Path avatarDir = Path.of("/srv/socialcircle/avatars");

    @PostMapping("/users/{userId}/avatar")
    public void upload(@PathVariable long userId, @RequestParam("avatar") MultipartFile avatar) throws IOException {
        String ext = EXTENSIONS.get(avatar.getContentType());
        if (ext == null) {
            throw new IllegalArgumentException("unsupported image type");
        }
        Path target = Path.of(avatarDir.toString(), userId + ext);
        avatar.transferTo(target);
    }
}
