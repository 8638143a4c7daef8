// expect: CWE-117 @ 19
// note: JAX-RS @HeaderParam X-Shop-Domain concatenated into a java.util.logging message
package com.shopsync.webhooks;

import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.Response;
import java.util.logging.Logger;

@Path("/webhooks/orders/{orderId}")
public class OrderWebhookReceiver {

    private static final Logger LOGGER = Logger.getLogger(OrderWebhookReceiver.class.getName());

    @POST
    public Response receive(@PathParam("orderId") long orderId, @HeaderParam("X-Shop-Domain") String shopDomain) {
        LOGGER.info("order webhook " + orderId + " from shop " + shopDomain);
        return Response.accepted().build();
    }
}
