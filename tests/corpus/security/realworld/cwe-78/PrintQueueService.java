// expect: none (CWE-78 safe)
// note: printer name resolved from the CUPS printers we know (Map lookup) and handed to lp as an array element
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
    private final PrintQueueService service;

    PrintController(PrintQueueService service) {
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
public class PrintQueueService {
    private static final Map<String, String> QUEUES = Map.of("floor-2", "HP_LaserJet_F2", "floor-3", "Brother_F3", "legal", "Canon_Legal");
    private final Path spool = Path.of("/var/spool/officeflow");

    public void submit(PrintRequest request) throws IOException {
        Path document = spool.resolve(request.getDocumentId().replaceAll("[^a-f0-9-]", "") + ".pdf");
        String queue = QUEUES.get(request.getPrinter());
        if (queue == null) {
            throw new IllegalArgumentException("unknown printer");
        }
        Runtime.getRuntime().exec(new String[] {"lp", "-d", queue, "-n", String.valueOf(request.getCopies()), document.toString()});
    }
}
