// expect: none (CWE-78 safe)
// note: tag validated as semantic version with early return; git invoked without a shell
package io.shipit.releases;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import java.io.File;
import java.io.IOException;

@Controller("/releases")
public class ReleaseTaggingController {

    private final File checkout = new File("/srv/shipit/checkout");

    @Post("/tag")
    public HttpResponse<String> tag(@Body TagRequest body) throws IOException, InterruptedException {
        String tag = body.tag();
        if (tag == null || !tag.matches("v\\d+\\.\\d+\\.\\d+(-rc\\.\\d+)?")) {
            return HttpResponse.badRequest("tag must look like v1.2.3");
        }
        ProcessBuilder pb = new ProcessBuilder().directory(checkout);
        pb.command("git", "tag", "-a", tag, "-m", "release " + tag);
        int exit = pb.start().waitFor();
        return exit == 0 ? HttpResponse.ok(tag) : HttpResponse.serverError("git failed");
    }

    public record TagRequest(String tag, String notes) {}
}
