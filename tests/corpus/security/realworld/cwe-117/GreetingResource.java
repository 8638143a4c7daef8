// expect: CWE-117 @ 15
// note: Quarkus io.quarkus.logging.Log.infof with the @QueryParam name
package org.acme.hello;

import io.quarkus.logging.Log;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;

@Path("/hello")
public class GreetingResource {

    @GET
    public String hello(@QueryParam("name") String name) {
        Log.infof("greeting requested for %s", name);
        return "Hello " + (name == null ? "world" : name.length() + " chars");
    }
}
