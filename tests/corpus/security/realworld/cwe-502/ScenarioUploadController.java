// expect: CWE-502 @ 18
// note: Micronaut multipart upload decoded with XMLDecoder.readObject
package io.simlab.scenarios;

import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.multipart.CompletedFileUpload;
import java.io.IOException;
import java.beans.XMLDecoder;

@Controller("/scenarios")
public class ScenarioUploadController {

    @Post(value = "/upload", consumes = MediaType.MULTIPART_FORM_DATA)
    public String upload(CompletedFileUpload file) throws IOException {
        try (XMLDecoder decoder = new XMLDecoder(file.getInputStream())) {
            Object scenario = decoder.readObject();
            return "loaded " + scenario;
        }
    }
}
