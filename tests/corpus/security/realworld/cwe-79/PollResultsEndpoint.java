// expect: none (CWE-79 safe)
// note: Micronaut controller returns text/plain, so the browser does not render the name as HTML
package io.pollster.results;

import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.annotation.QueryValue;

@Controller("/polls")
public class PollResultsEndpoint {

    @Get("/{pollId}/thanks")
    @Produces(MediaType.TEXT_PLAIN)
    public String thanks(long pollId, @QueryValue String voter) {
        return "Thanks for voting, " + voter + "! Poll #" + pollId + " results will appear soon.";
    }
}
