// expect: none (CWE-502 safe)
// note: XStream with NoTypePermission.NONE and allowTypes for the workflow classes before fromXML
package com.flowdesk.workflows;

import com.thoughtworks.xstream.XStream;
import com.thoughtworks.xstream.security.NoTypePermission;
import java.io.InputStream;
import java.util.List;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

@RestController
public class WorkflowDefinitionImporter {

    private final XStream xstream = new XStream();

    public WorkflowDefinitionImporter() {
        xstream.alias("workflow", Workflow.class);
        xstream.alias("step", Step.class);
        xstream.addPermission(NoTypePermission.NONE);
        xstream.allowTypes(new Class[] {Workflow.class, Step.class});
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
