// expect: CWE-22 @ 51
// note: uploaded resume name flows controller → ResumeService → ResumeStore, where Paths.get(dir).resolve(name) is written
package com.hireflow.applicants;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

@RestController
public class ResumeUploadController {
    private final ResumeService service;

    public ResumeUploadController(ResumeService service) {
        this.service = service;
    }

    @PostMapping("/applicants/{applicantId}/resume")
    public String upload(@PathVariable long applicantId, @RequestParam MultipartFile resume) throws IOException {
        return service.attach(applicantId, resume.getOriginalFilename(), resume.getInputStream()).toString();
    }
}

@Service
class ResumeService {
    private final ResumeStore store;

    ResumeService(ResumeStore store) {
        this.store = store;
    }

    Path attach(long applicantId, String originalName, InputStream data) throws IOException {
        return store.write(applicantId, originalName, data);
    }
}

@Component
class ResumeStore {
    private final Path dir = Paths.get("/srv/hireflow/resumes");

    Path write(long applicantId, String originalName, InputStream data) throws IOException {
        Path target = dir.resolve(originalName);
        Files.copy(data, target);
        return target.getFileName();
    }
}
