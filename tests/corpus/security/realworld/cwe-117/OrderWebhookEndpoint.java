// expect: none (CWE-117 safe)
// note: only the numeric order id (parsed long) and a constant are logged; the header is checked for CR/LF and rejected
package com.shopsync.webhooks;

import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.Response;
import java.util.logging.Logger;

@Path("/webhooks/orders/{orderId}")
public class OrderWebhookEndpoint {

    private static final Logger LOGGER = Logger.getLogger(OrderWebhookEndpoint.class.getName());

    @POST
    public Response receive(@PathParam("orderId") long orderId, @HeaderParam("X-Shop-Domain") String shopDomain) {
        if (shopDomain == null || shopDomain.indexOf('\n') >= 0 || shopDomain.indexOf('\r') >= 0) {
            return Response.status(400).build();
        }
        LOGGER.info("order webhook " + orderId + " from shop " + shopDomain);
        return Response.accepted().build();
    }
}
