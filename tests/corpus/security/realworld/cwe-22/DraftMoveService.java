// expect: CWE-22 @ 21
// note: @RequestBody DTO fields (folder, file) build both paths of Files.move
package com.blogengine.drafts;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class DraftMoveService {

    private static final Path CONTENT = Path.of("/srv/blog/content");

    @PostMapping("/drafts/publish")
    public void publish(@RequestBody PublishRequest request) throws IOException {
        Path source = CONTENT.resolve("drafts").resolve(request.getFile());
        Path target = CONTENT.resolve(request.getFolder()).resolve(request.getFile());
        Files.move(source, target);
    }

    public static class PublishRequest {
        private String folder;
        private String file;

        public String getFolder() { return folder; }
        public void setFolder(String folder) { this.folder = folder; }
        public String getFile() { return file; }
        public void setFile(String file) { this.file = file; }
    }
}
