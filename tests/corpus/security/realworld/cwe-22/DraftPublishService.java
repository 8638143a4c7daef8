// expect: none (CWE-22 safe)
// note: folder comes from an enum and file name is reduced with getFileName() before Files.move
package com.blogengine.drafts;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class DraftPublishService {

    private static final Path CONTENT = Path.of("/srv/blog/content");

    enum Section { POSTS, PAGES, NOTES }

    @PostMapping("/drafts/publish")
    public void publish(@RequestBody PublishRequest request) throws IOException {
        String file = Path.of(request.getFile()).getFileName().toString();
        Section section = Section.valueOf(request.getFolder().toUpperCase());
        Path source = CONTENT.resolve("drafts").resolve(file);
        Path target = CONTENT.resolve(section.name().toLowerCase()).resolve(file);
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
