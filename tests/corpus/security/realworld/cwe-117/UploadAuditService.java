// expect: CWE-117 @ 33
// note: uploaded file's original name logged (Log4j2) in a service method reached from a multipart controller
package com.docdrop.audit;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

@RestController
class UploadController {
    private final UploadAuditService audit;

    UploadController(UploadAuditService audit) {
        this.audit = audit;
    }

    @PostMapping("/files")
    long upload(@RequestParam MultipartFile file) {
        audit.record(file.getOriginalFilename(), file.getSize());
        return file.getSize();
    }
}

@Service
public class UploadAuditService {
    private static final Logger LOG = LogManager.getLogger(UploadAuditService.class);

    public void record(String fileName, long size) {
        LOG.info("received upload name=" + fileName + " bytes=" + size);
    }
}
