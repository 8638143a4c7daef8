// expect: none (CWE-601 safe)
// note: return URL looked up from the merchant's registered return URL by merchant id; request only gives ids
package org.acme.payments;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;
import java.net.URI;

@Path("/v2/payments/complete")
public class PaymentCompletionResource {

    private final MerchantRegistry merchants;

    public PaymentCompletionResource(MerchantRegistry merchants) {
        this.merchants = merchants;
    }

    @GET
    public Response complete(@QueryParam("payment") long paymentId, @QueryParam("merchant") long merchantId) {
        String registered = merchants.returnUrl(merchantId);
        return Response.temporaryRedirect(URI.create(registered + "?payment=" + paymentId)).build();
    }

    public interface MerchantRegistry {
        String returnUrl(long merchantId);
    }
}
