// expect: CWE-79 @ 17
// note: Micronaut controller with @Produces(TEXT_HTML) echoes the @QueryValue voter name
package io.pollster.results;

import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.annotation.QueryValue;

@Controller("/polls")
public class PollResultsResource {

    @Get("/{pollId}/thanks")
    @Produces(MediaType.TEXT_HTML)
    public String thanks(long pollId, @QueryValue String voter) {
        return "<h3>Thanks for voting, " + voter + "!</h3><p>Poll #" + pollId + " results will appear soon.</p>";
    }
}
