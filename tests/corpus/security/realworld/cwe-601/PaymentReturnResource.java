// expect: CWE-601 @ 17
// note: Quarkus JAX-RS resource redirects to the merchant-provided @QueryParam return_url after payment
package org.acme.payments;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;
import java.net.URI;

@Path("/payments/complete")
public class PaymentReturnResource {

    @GET
    public Response complete(@QueryParam("payment") long paymentId, @QueryParam("return_url") String returnUrl) {
        String separator = returnUrl.contains("?") ? "&" : "?";
        return Response.temporaryRedirect(URI.create(returnUrl + separator + "payment=" + paymentId)).build();
    }
}
