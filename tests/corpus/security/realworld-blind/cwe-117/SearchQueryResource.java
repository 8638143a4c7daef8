// expect: CWE-117 @ 26
// note: JAX-RS query text logged at debug level through Log4j2 with string concatenation
package com.jobs.search;

import java.util.List;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

@Path("/jobs")
public class SearchQueryResource {
    private static final Logger logger = LogManager.getLogger(SearchQueryResource.class);

    private final JobIndex index;

    public SearchQueryResource(JobIndex index) {
        this.index = index;
    }

    @GET
    public List<String> search(@QueryParam("q") String query, @QueryParam("location") String location) {
        List<String> hits = index.find(query, location);
        logger.info("search q=" + query + " location=" + location + " hits=" + hits.size());
        return hits;
    }
}

interface JobIndex {
    List<String> find(String query, String location);
}
