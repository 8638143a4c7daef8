// expect: CWE-78 @ 21
// note: Micronaut @Body tag name sent into a git tag shell command → ProcessBuilder.command(String...)
package io.shipit.releases;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import java.io.File;
import java.io.IOException;

@Controller("/releases")
public class ReleaseTagController {

    private final File checkout = new File("/srv/shipit/checkout");

    @Post("/tag")
    public HttpResponse<String> tag(@Body TagRequest body) throws IOException, InterruptedException {
        String tag = body.tag();
        ProcessBuilder pb = new ProcessBuilder().directory(checkout);
        pb.command("bash", "-lc", "git tag -a " + tag + " -m 'release " + tag + "' && git push origin " + tag);
        int exit = pb.start().waitFor();
        return exit == 0 ? HttpResponse.ok(tag) : HttpResponse.serverError("git failed");
    }

    public record TagRequest(String tag, String notes) {}
}
