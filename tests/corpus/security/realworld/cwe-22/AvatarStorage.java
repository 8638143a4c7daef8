// expect: CWE-22 @ 21
// note: uploaded file's original name used as the target path → MultipartFile.transferTo(Path.of(dir, name))
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
public class AvatarStorage {

    private final Path avatarDir = Path.of("/srv/socialcircle/avatars");

    @PostMapping("/users/{userId}/avatar")
    public void upload(@PathVariable long userId, @RequestParam("avatar") MultipartFile avatar) throws IOException {
        Path target = Path.of(avatarDir.toString(), avatar.getOriginalFilename());
        avatar.transferTo(target);
    }
}
