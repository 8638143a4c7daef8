// expect: CWE-502 @ 20
// note: Quarkus @QueryParam base64 blob deserialized with ObjectInputStream.readObject
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
public class TokenBlobResource {

    @GET
    public String inspect(@QueryParam("blob") String blob) throws IOException, ClassNotFoundException {
        ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(Base64.getDecoder().decode(blob)));
        Object grant = in.readObject();
        return grant.toString();
    }
}
