// expect: CWE-78 @ 44
// note: printer name from the DTO getter goes into an lp command built with String.format, split and run with Runtime.exec(String)
package com.officeflow.printing;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
class PrintController {
    private final PrintJobService service;

    PrintController(PrintJobService service) {
        this.service = service;
    }

    @PostMapping("/print")
    void print(@RequestBody PrintRequest request) throws IOException {
        service.submit(request);
    }
}

class PrintRequest {
    private String printer;
    private int copies;
    private String documentId;

    public String getPrinter() { return printer; }
    public int getCopies() { return copies; }
    public String getDocumentId() { return documentId; }
}

@Service
public class PrintJobService {
    private final Path spool = Path.of("/var/spool/officeflow");

    public void submit(PrintRequest request) throws IOException {
        Path document = spool.resolve(request.getDocumentId().replaceAll("[^a-f0-9-]", "") + ".pdf");
        String cmd = String.format("lp -d %s -n %d %s", request.getPrinter(), request.getCopies(), document);
        Runtime.getRuntime().exec(cmd);
    }
}
