// expect: none (CWE-502 safe)
// note: Quarkus resource applies a JEP 290 filter (maxbytes, maxdepth, class allow-list) before readObject
package org.acme.tokens;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.util.Base64;

@Path("/tokens/inspect")
public class TokenBlobEndpoint {

    private static final ObjectInputFilter FILTER = ObjectInputFilter.Config.createFilter(
            "maxbytes=4096;maxdepth=3;org.acme.tokens.Grant;java.lang.String;!*");

    @GET
    public String inspect(@QueryParam("blob") String blob) throws IOException, ClassNotFoundException {
        ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(Base64.getDecoder().decode(blob)));
        in.setObjectInputFilter(FILTER);
        Object grant = in.readObject();
        return grant.toString();
    }
}
