// expect: CWE-502 @ 26
// note: XStream.fromXML on an uploaded workflow definition with no type permissions configured
package com.flowdesk.workflows;

import com.thoughtworks.xstream.XStream;
import java.io.InputStream;
import java.util.List;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

@RestController
public class WorkflowImporter {

    private final XStream xstream = new XStream();

    public WorkflowImporter() {
        xstream.alias("workflow", Workflow.class);
        xstream.alias("step", Step.class);
    }

    @PostMapping("/workflows/import")
    public String importWorkflow(@RequestParam MultipartFile definition) throws java.io.IOException {
        try (InputStream in = definition.getInputStream()) {
            Workflow workflow = (Workflow) xstream.fromXML(in);
            return workflow.name + " (" + workflow.steps.size() + " steps)";
        }
    }

    public static class Workflow {
        String name;
        List<Step> steps;
    }

    public static class Step {
        String action;
        String assignee;
    }
}
