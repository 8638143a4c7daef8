// expect: none (CWE-502 safe)
// note: Micronaut upload read with Jackson XmlMapper into a concrete Scenario record
package io.simlab.scenarios;

import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.multipart.CompletedFileUpload;
import java.io.IOException;
import com.fasterxml.jackson.dataformat.xml.XmlMapper;

@Controller("/scenarios")
public class ScenarioUploadEndpoint {

    private final XmlMapper xml = new XmlMapper();

    @Post(value = "/upload", consumes = MediaType.MULTIPART_FORM_DATA)
    public String upload(CompletedFileUpload file) throws IOException {
        Scenario scenario = xml.readValue(file.getInputStream(), Scenario.class);
        return "loaded " + scenario.name();
    }

    public record Scenario(String name, int steps, double timeStep) {}
}
