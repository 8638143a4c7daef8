// expect: none (CWE-22 safe)
// note: team document library: DocumentStorage.open normalises the path and requires it to stay under the team folder; team ids are numeric
package com.teamspace.documents;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.io.InputStreamResource;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

@RestController
@RequestMapping("/teams/{teamId}/documents")
public class DocumentLibraryResource {

    private final DocumentStorage storage;

    public DocumentLibraryResource(DocumentStorage storage) {
        this.storage = storage;
    }

    @GetMapping
    public List<DocumentInfo> list(@PathVariable long teamId) throws IOException {
        return storage.list(teamId);
    }

    @PostMapping
    public DocumentInfo upload(@PathVariable long teamId, @RequestParam("file") MultipartFile file) throws IOException {
        String storedName = UUID.randomUUID() + extensionOf(file.getOriginalFilename());
        try (InputStream in = file.getInputStream()) {
            return storage.save(teamId, storedName, in);
        }
    }

    @GetMapping("/{fileName}")
    public ResponseEntity<InputStreamResource> download(@PathVariable long teamId, @PathVariable String fileName) throws IOException {
        InputStream in = storage.open(teamId, fileName);
        return ResponseEntity.ok()
                .contentType(MediaType.APPLICATION_OCTET_STREAM)
                .header(HttpHeaders.CONTENT_DISPOSITION, ContentDisposition.attachment().filename("document").build().toString())
                .body(new InputStreamResource(in));
    }

    @DeleteMapping("/{documentId}")
    public ResponseEntity<Void> delete(@PathVariable long teamId, @PathVariable UUID documentId) throws IOException {
        return storage.deleteById(teamId, documentId) ? ResponseEntity.noContent().build() : ResponseEntity.notFound().build();
    }

    private static String extensionOf(String originalName) {
        if (originalName == null) {
            return ".bin";
        }
        String lower = originalName.toLowerCase();
        for (String ext : List.of(".pdf", ".docx", ".xlsx", ".png", ".jpg", ".txt")) {
            if (lower.endsWith(ext)) {
                return ext;
            }
        }
        return ".bin";
    }
}

record DocumentInfo(String name, long size, Instant modified) {}

@Component
class DocumentStorage {
    private final Path root;

    DocumentStorage(@Value("${teamspace.documents.root}") String root) {
        this.root = Paths.get(root).toAbsolutePath().normalize();
    }

    private Path teamDir(long teamId) throws IOException {
        return Files.createDirectories(root.resolve(Long.toString(teamId)));
    }

    List<DocumentInfo> list(long teamId) throws IOException {
        try (Stream<Path> files = Files.list(teamDir(teamId))) {
            return files.map(p -> {
                try {
                    return new DocumentInfo(p.getFileName().toString(), Files.size(p), Files.getLastModifiedTime(p).toInstant());
                } catch (IOException e) {
                    return new DocumentInfo(p.getFileName().toString(), -1, Instant.EPOCH);
                }
            }).toList();
        }
    }

    DocumentInfo save(long teamId, String storedName, InputStream content) throws IOException {
        Path target = teamDir(teamId).resolve(storedName);
        long size = Files.copy(content, target);
        return new DocumentInfo(storedName, size, Instant.now());
    }

    InputStream open(long teamId, String fileName) throws IOException {
        Path dir = teamDir(teamId);
        Path file = dir.resolve(fileName).normalize();
        if (!file.startsWith(dir) || !Files.isRegularFile(file)) {
            throw new java.io.FileNotFoundException("no such document");
        }
        return Files.newInputStream(file);
    }

    boolean deleteById(long teamId, UUID documentId) throws IOException {
        try (Stream<Path> files = Files.list(teamDir(teamId))) {
            Path match = files.filter(p -> p.getFileName().toString().startsWith(documentId.toString())).findFirst().orElse(null);
            return match != null && Files.deleteIfExists(match);
        }
    }
}
